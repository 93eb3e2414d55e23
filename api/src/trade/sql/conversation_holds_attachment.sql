-- Whether a message of any conversation holds the attachment `sent_in` (the attachment as a message
-- holds it): media keeps it when it sweeps unused uploads, and asks this rather than the table.
CREATE OR REPLACE FUNCTION conversation_holds_attachment(sent_in jsonb)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM messages WHERE messages.attachments @> sent_in)
$$
