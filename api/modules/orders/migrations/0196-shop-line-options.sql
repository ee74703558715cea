-- The options chosen for a cart line and kept on its order line (docs/decisions/0059, "Options"):
-- { "Colour": "Blue", "Size": "72 mm" }, the names and values of the product's options; '{}' for a
-- product without options (and for the lines there were before).
ALTER TABLE shop_cart_items ADD COLUMN options jsonb NOT NULL DEFAULT '{}';
ALTER TABLE shop_order_lines ADD COLUMN options jsonb NOT NULL DEFAULT '{}';
