import { z } from 'zod';
import { id, imageUrlSchema, requiredText } from './common';

export const dataListCategorySchema = z.enum(['computers', 'fitness', 'audio']);
export const orderStatusSchema = z.enum(['pending', 'on_hold', 'delivered', 'canceled']);

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

export const createDataListProductBody = z.object({ item: dataListProductInputSchema });
/** An update merges the given fields into the item. */
export const updateDataListProductBody = z.object({
  item: dataListProductInputSchema.partial().extend({ id: id.optional() }).strict(),
});
