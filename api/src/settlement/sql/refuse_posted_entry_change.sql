-- A posted journal entry, and its lines, are never changed or removed: a correction is a new entry.
CREATE OR REPLACE FUNCTION refuse_posted_entry_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     BEGIN
       RAISE EXCEPTION 'posted journal entries are never changed or deleted: post a reversal instead'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'journal_entries_posted';
     END $function$
