-- The shop's catalogue (docs/decisions/0058): read-only, seeded at store creation, no change
-- version. The search runs here: full text over name, description and brand (the 'simple'
-- configuration: no stemming, no stop words, the same words as the memory store matches; a prefix
-- on the last word of the query), the filters and sorts on the indexes below, the facets as
-- GROUP BY in the same statement.
CREATE TABLE shop_products (
  object_id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  brand text NOT NULL,
  categories jsonb NOT NULL,
  -- hierarchicalCategories: each level the full path, 'Packing > Boxes'
  lvl0 text NOT NULL,
  lvl1 text NOT NULL,
  lvl2 text,
  lvl3 text,
  type text NOT NULL,
  -- baht, at most 2 decimals
  price double precision NOT NULL,
  price_range text NOT NULL,
  image text NOT NULL,
  images jsonb NOT NULL,
  url text NOT NULL,
  free_shipping boolean NOT NULL,
  rating smallint NOT NULL,
  popularity integer NOT NULL,
  options jsonb NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', name || ' ' || description || ' ' || brand)
  ) STORED
);

CREATE INDEX shop_products_search ON shop_products USING gin (search);
-- a category filter at any level, and its products by popularity (featured, related products)
CREATE INDEX shop_products_lvl0 ON shop_products (lvl0, popularity DESC);
CREATE INDEX shop_products_lvl1 ON shop_products (lvl1, popularity DESC);
CREATE INDEX shop_products_lvl2 ON shop_products (lvl2, popularity DESC);
CREATE INDEX shop_products_lvl3 ON shop_products (lvl3, popularity DESC);
CREATE INDEX shop_products_price ON shop_products (price);
CREATE INDEX shop_products_popularity ON shop_products (popularity DESC);
CREATE INDEX shop_products_brand ON shop_products (brand);
