-- Puts a job on a queue of the job queue (pg-boss's table), from SQL: what events and triggers use.
CREATE OR REPLACE FUNCTION enqueue_job(queue_name text, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
   BEGIN
     INSERT INTO pgboss.job (name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff,
                             dead_letter, policy)
     SELECT queue.name, payload, COALESCE(queue.expire_seconds, 900) * interval '1s',
            now() + COALESCE(queue.retention_minutes * 60, 14 * 86400) * interval '1s',
            COALESCE(queue.retry_limit, 2), COALESCE(queue.retry_delay, 0),
            COALESCE(queue.retry_backoff, false), queue.dead_letter, queue.policy
     FROM pgboss.queue queue WHERE queue.name = queue_name;
     IF NOT FOUND THEN
       RAISE EXCEPTION 'The job queue % is not installed: run the migrations.', queue_name;
     END IF;
     -- Workers listening are woken when this commits, rather than at their next poll.
     PERFORM pg_notify('rawex_jobs', queue_name);
   END $function$
