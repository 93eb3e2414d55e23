-- Whether a firm's member may read an attachment sent as a dispute's evidence (`sent_in`: the
-- attachment as a dispute message holds it): the two firms of the disputed order may, and
-- administrators, who decide disputes. Media asks this before serving one.
CREATE OR REPLACE FUNCTION dispute_attachment_reader(firm text, administrator boolean, sent_in jsonb)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM dispute_messages
      JOIN disputes ON disputes.id = dispute_messages.dispute_id
     WHERE dispute_messages.attachments @> sent_in AND (administrator OR order_party(disputes.order_id, firm))
  )
$$
