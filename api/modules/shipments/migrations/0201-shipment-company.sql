-- A shipment may belong to one customer company (0200): staff set it, the company's people follow
-- it in the portal. A company that shipments still name cannot be deleted (the foreign key).
ALTER TABLE shipments ADD COLUMN company_id integer REFERENCES companies (id);

-- the staff list's company filter and the portal's list, newest booking first
CREATE INDEX shipments_company_idx ON shipments (company_id, booked_at);
