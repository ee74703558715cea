-- Whether an account may sign in and use its tokens (the people issue): blocked and deactivated
-- accounts may not; the API reads it on every request.
ALTER TABLE auth_users
  ADD COLUMN account_status text NOT NULL DEFAULT 'active'
  CHECK (account_status IN ('active', 'blocked', 'deactivated'));
