-- A journal entry has two lines or more and balances in each currency: checked as its transaction commits.
CREATE OR REPLACE FUNCTION check_journal_entry()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     DECLARE
       -- One function for both tables: a line names its entry, an entry is one.
       written jsonb := to_jsonb(NEW);
       entry integer := coalesce((written->>'entry_id')::integer, (written->>'id')::integer);
       held_order integer := (written->>'order_id')::integer;
     BEGIN
       IF (SELECT count(*) FROM journal_lines WHERE entry_id = entry) < 2 THEN
         RAISE EXCEPTION 'journal entry % has fewer than two lines', entry
           USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
       END IF;
       IF EXISTS (SELECT FROM journal_lines WHERE entry_id = entry GROUP BY currency HAVING sum(amount) <> 0) THEN
         RAISE EXCEPTION 'journal entry % does not balance: its debits and credits differ', entry
           USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
       END IF;
       IF TG_TABLE_NAME = 'journal_lines' AND held_order IS NOT NULL AND EXISTS (
            SELECT FROM settlement_accounts held
            WHERE held.id = (written->>'account_id')::integer AND held.kind = 'held_for_orders'
              AND (SELECT sum(amount) FROM journal_lines
                   WHERE account_id = held.id AND order_id = held_order) > 0) THEN
         RAISE EXCEPTION 'more would leave protection for order % than was paid into it', held_order
           USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_lines_held_not_negative';
       END IF;
       RETURN NULL;
     END $function$
