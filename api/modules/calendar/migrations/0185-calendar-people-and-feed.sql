-- The shared calendar knows who created an event, all-day events and descriptions; each person
-- may have one secret that opens the calendar's iCalendar feed (docs/decisions/0057).
ALTER TABLE calendar_events
  ADD COLUMN all_day boolean NOT NULL DEFAULT false,
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN created_by integer NULL REFERENCES auth_users (id) ON DELETE SET NULL;

CREATE TABLE calendar_feed_links (
  account_id integer PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  secret text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
