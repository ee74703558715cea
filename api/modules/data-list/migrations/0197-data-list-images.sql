-- Data-list products' images (the data screens issue: an image upload is stored by the server, as
-- people's pictures are, 0108): one row per product, taken along when the product is deleted.
CREATE TABLE data_list_images (
  product_id integer PRIMARY KEY REFERENCES data_list_products(id) ON DELETE CASCADE,
  content_type text CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea CHECK (octet_length(bytes) <= 2097152),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((content_type IS NULL) = (bytes IS NULL))
);
