-- The people of the company are the sign-in accounts (the people issue): the managed-user fields
-- of docs/product.md section 3 move onto auth_users, the sample people with their ids, and the
-- separate managed_users table goes. name = display_name, avatar = photo_url,
-- mobile = phone_number, role: staff = editor, user = public; status = account_status.
ALTER TABLE auth_users
  ADD COLUMN username text,
  ADD COLUMN country text NOT NULL DEFAULT '',
  ADD COLUMN is_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN department text CHECK (department IN ('sales', 'development', 'management')),
  ADD COLUMN dob text,
  ADD COLUMN gender text,
  ADD COLUMN website text,
  ADD COLUMN languages_known jsonb,
  ADD COLUMN contact_options jsonb,
  ADD COLUMN location jsonb,
  ADD COLUMN social_links jsonb,
  ADD COLUMN permissions jsonb;

-- a username for every account there is: the email's name, with the id when that is taken
UPDATE auth_users
   SET username = coalesce(nullif(regexp_replace(lower(split_part(coalesce(email, ''), '@', 1)), '[^a-z0-9._-]', '', 'g'), ''), 'user') || '-' || id;

INSERT INTO auth_users (
  id, email, display_name, password_hash, photo_url, phone_number, about, status, role,
  provider_id, provider_subject, account_status, created_at, username, country, is_verified,
  department, dob, gender, website, languages_known, contact_options, location, social_links,
  permissions
)
OVERRIDING SYSTEM VALUE
SELECT m.id, m.email, m.name, NULL, m.avatar, m.mobile, '', 'offline',
       CASE m.role WHEN 'admin' THEN 'admin' WHEN 'staff' THEN 'editor' ELSE 'public' END,
       'jwt', NULL, m.status, now(), m.username, m.country, m.is_verified, m.department, m.dob,
       m.gender, m.website, m.languages_known, m.contact_options, m.location, m.social_links,
       m.permissions
  FROM managed_users m
 WHERE NOT EXISTS (SELECT 1 FROM auth_users a WHERE a.id = m.id OR lower(a.email) = lower(m.email));

DROP TABLE managed_users;

ALTER TABLE auth_users ALTER COLUMN username SET NOT NULL;
-- a username names one person, compared case-insensitively
CREATE UNIQUE INDEX auth_users_username_key ON auth_users (lower(username));
-- new ids continue after the highest (sample people keep 268-317)
SELECT setval(pg_get_serial_sequence('auth_users', 'id'), greatest((SELECT max(id) FROM auth_users), 1));
