import { z } from 'zod';
import { id, imageUrlSchema, requiredText } from '../../contract/common';

export const dataListCategorySchema = z.enum(['computers', 'fitness', 'audio']);
export type DataListCategory = z.infer<typeof dataListCategorySchema>;
export const orderStatusSchema = z.enum(['pending', 'on_hold', 'delivered', 'canceled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const dataListProductSchema = z.object({
  id,
  name: requiredText(200),
  category: dataListCategorySchema,
  img: imageUrlSchema,
  order_status: orderStatusSchema,
  popularity: z.number().min(0).max(100),
  price: z.number().min(0).max(1_000_000_000),
});
export type DataListProduct = z.infer<typeof dataListProductSchema>;

export const dataListProductInputSchema = dataListProductSchema.omit({ id: true }).strict();
export type DataListProductInput = z.infer<typeof dataListProductInputSchema>;

/** GET /api/data-list/products: every item, newest (highest id) first. */
export const dataListProductsReply = z.array(dataListProductSchema);

export const createDataListProductBody = z.object({ item: dataListProductInputSchema });
export type CreateDataListProductBody = z.infer<typeof createDataListProductBody>;
export const createDataListProductReply = z.object({ id });
/** An update merges the given fields into the item. */
export const updateDataListProductBody = z.object({
  item: dataListProductInputSchema.partial().extend({ id: id.optional() }).strict(),
});
export type UpdateDataListProductBody = z.infer<typeof updateDataListProductBody>;

/**
 * A spreadsheet's rows at most (the import screen refuses a bigger file before reading it all;
 * the server refuses a bigger import).
 */
export const DATA_LIST_IMPORT_MAX_ROWS = 100_000;
/** The largest spreadsheet file the import screen reads. */
export const DATA_LIST_IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * The body limit of POST /api/data-list/imports: the JSON of the largest import (100,000 items
 * with long names) fits.
 */
export const DATA_LIST_IMPORT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * POST /api/data-list/imports: items added in one transaction, all or nothing; a wrong item is 422
 * naming it (`items.16.price`). Each gets the next id, in the order given.
 */
export const importDataListProductsBody = z.object({
  items: z.array(dataListProductInputSchema).min(1).max(DATA_LIST_IMPORT_MAX_ROWS),
});
export type ImportDataListProductsBody = z.infer<typeof importDataListProductsBody>;
export const importDataListProductsReply = z.object({
  imported: z.number().int(),
  /** the lowest and the highest new id */
  firstId: id,
  lastId: id,
});
export type ImportDataListProductsReply = z.infer<typeof importDataListProductsReply>;

/** The most items one deletion names (a selection across every page of the list). */
export const DATA_LIST_DELETE_MAX = 10_000;
/**
 * POST /api/data-list/deletions: the items go in one transaction, all or nothing; an id that no
 * item has is 404 and nothing is deleted.
 */
export const deleteDataListProductsBody = z.object({
  ids: z.array(id).min(1).max(DATA_LIST_DELETE_MAX),
});
export type DeleteDataListProductsBody = z.infer<typeof deleteDataListProductsBody>;
export const deleteDataListProductsReply = z.object({ deleted: z.number().int() });

/** PUT /api/data-list/products/{id}/image (the image as the body): the item's new img URL. */
export const dataListImageReply = z.object({ img: imageUrlSchema });
export type DataListImageReply = z.infer<typeof dataListImageReply>;
