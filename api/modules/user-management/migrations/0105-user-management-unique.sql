-- Email and username name one managed user each, compared case-insensitively (docs/product.md
-- section 5.3): the database refuses a second one even when two updates race.
CREATE UNIQUE INDEX managed_users_email_key ON managed_users (lower(email));
CREATE UNIQUE INDEX managed_users_username_key ON managed_users (lower(username));
