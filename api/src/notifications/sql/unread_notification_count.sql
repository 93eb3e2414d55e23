-- A person's notifications not yet read: the bell's count. Other domains ask this, not the table.
CREATE OR REPLACE FUNCTION unread_notification_count(person text)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT count(*) FROM notifications WHERE notifications.user_id = person AND notifications.read_at IS NULL);
END
$function$
