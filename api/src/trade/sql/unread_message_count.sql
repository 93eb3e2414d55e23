-- The messages a firm has not read, over all its conversations as buyer and as supplier: any
-- member who reads a conversation reads it for the firm. Other domains ask this, not the table.
CREATE OR REPLACE FUNCTION unread_message_count(firm text)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT coalesce(sum(buyer_unread), 0) FROM conversations WHERE buyer_id = firm AND buyer_unread > 0)
       + (SELECT coalesce(sum(vendor_unread), 0) FROM conversations WHERE vendor_id = firm AND vendor_unread > 0);
END
$function$
