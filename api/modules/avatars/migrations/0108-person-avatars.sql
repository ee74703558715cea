-- People's pictures (the people issue: an avatar upload is stored by the server): one row per
-- person, the image as uploaded (PNG, JPEG or WebP, checked by its bytes, at most 2 MB). A removal
-- empties the row and keeps its version, so the next upload's URL (?v=) was never used before.
CREATE TABLE person_avatars (
  person_id integer PRIMARY KEY REFERENCES auth_users(id) ON DELETE CASCADE,
  content_type text CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea CHECK (octet_length(bytes) <= 2097152),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((content_type IS NULL) = (bytes IS NULL))
);
