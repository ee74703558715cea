-- The signed-in person's own account (docs/decisions/0051): which e-mails they want (null: never
-- chosen, all of them), and for each session where and when it began (carried by every token
-- of a refresh-token family; a session begun before this migration counts from its current
-- token and its browser is unknown).
ALTER TABLE auth_users ADD COLUMN notifications jsonb;

ALTER TABLE auth_refresh_tokens
  ADD COLUMN signed_in_at timestamptz,
  ADD COLUMN user_agent text;

UPDATE auth_refresh_tokens SET signed_in_at = created_at;

ALTER TABLE auth_refresh_tokens ALTER COLUMN signed_in_at SET NOT NULL;

