-- A person of the people role `user` (role `public`) may belong to one customer company (0200),
-- and then follows its shipments in the portal. The service keeps staff and admins without one;
-- the foreign key refuses to delete a company that people still belong to.
ALTER TABLE auth_users ADD COLUMN company_id integer REFERENCES companies (id);

-- a company's people (the check before a company is deleted, the foreign key's own look-up)
CREATE INDEX auth_users_company_idx ON auth_users (company_id);
