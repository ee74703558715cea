-- A version number per domain, raised by a trigger on every write to the domain's tables, in the
-- writing transaction. A reader compares it with the version its cached reply was built at: a
-- cache that is never stale, in one process or many on one PostgreSQL (docs/decisions/0046).
CREATE TABLE change_versions (
  domain text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_change_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_versions (domain, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (domain) DO UPDATE SET version = change_versions.version + 1;
  RETURN NULL;
END
$$;
