-- The rate limits of sign-in, the contact form and the like, counted where every server process
-- on one PostgreSQL sees them (docs/decisions/0055, which takes over the storage of 0014): one row
-- per key (`login:addr:203.0.113.7`) with the times of its counted tries, a sliding window.
CREATE TABLE rate_limit_tries (
  key text PRIMARY KEY,
  tries timestamptz[] NOT NULL,
  -- when the newest try leaves the window: the row may go after that
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_tries_expires_at ON rate_limit_tries (expires_at);

-- One try for every key, atomically. The keys' rows are made or locked first, in key order (two
-- calls on the same keys wait for each other and never deadlock; a sweep of expired rows waits
-- too, and then finds them not expired). When a key already holds `max_tries` tries newer than
-- `at - window`, nothing is counted and the answer is the milliseconds until enough of them
-- leave the window; otherwise `at` is added to every key and the answer is 0.
CREATE FUNCTION rate_limit_take(keys text[], max_tries integer, window_ms integer, at timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  win interval := window_ms * interval '1 millisecond';
  found record;
  wait_ms integer := 0;
BEGIN
  INSERT INTO rate_limit_tries AS r (key, tries, expires_at)
    SELECT k, '{}', at + win FROM (SELECT DISTINCT unnest(keys) AS k) AS wanted ORDER BY k
  ON CONFLICT (key) DO UPDATE SET expires_at = greatest(r.expires_at, excluded.expires_at);
  FOR found IN
    SELECT ARRAY(SELECT t FROM unnest(r.tries) AS t WHERE t > at - win ORDER BY t) AS recent
      FROM rate_limit_tries AS r WHERE r.key = ANY(keys)
  LOOP
    IF cardinality(found.recent) >= max_tries THEN
      wait_ms := greatest(wait_ms, ceil(extract(epoch FROM
        found.recent[cardinality(found.recent) - max_tries + 1] + win - at) * 1000)::integer);
    END IF;
  END LOOP;
  IF wait_ms > 0 THEN
    RETURN wait_ms;
  END IF;
  UPDATE rate_limit_tries AS r
     SET tries = ARRAY(SELECT t FROM unnest(r.tries) AS t WHERE t > at - win ORDER BY t) || at,
         expires_at = at + win
   WHERE r.key = ANY(keys);
  RETURN 0;
END
$$;
