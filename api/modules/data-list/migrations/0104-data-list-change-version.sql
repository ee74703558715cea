-- Every write to the data list raises its version (0002-change-versions.sql).
CREATE TRIGGER data_list_products_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_list_products
FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version('data_list');
