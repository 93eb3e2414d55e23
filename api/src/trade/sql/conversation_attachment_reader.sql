-- Whether a person may read an attachment sent in a conversation (`sent_in`: the attachment as a
-- message holds it): the conversation's two parties may. Media asks this before serving one.
CREATE OR REPLACE FUNCTION conversation_attachment_reader(reader text, sent_in jsonb)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM messages
      JOIN conversations ON conversations.id = messages.conversation_id
     WHERE messages.attachments @> sent_in AND reader IN (conversations.buyer_id, conversations.vendor_id)
  )
$$
