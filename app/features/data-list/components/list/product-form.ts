import {
  dataListProductInputSchema,
  type DataListProduct,
  type DataListProductInput,
} from '../../../../../api/modules/data-list/contract';
import type { FieldIssue } from '../../../../../api/contract/errors';
import { fieldIssuesOf } from '../../../../../api/contract/field-issues';
import { categoryImage } from '../../spreadsheet/columns';

/** The fields the side panel edits, as its inputs hold them (a number input may hold ''). */
export interface ProductDraft {
  name: string;
  category: DataListProduct['category'] | null;
  order_status: DataListProduct['order_status'] | null;
  price: number | string;
  popularity: number | string;
}

export type DraftField = keyof ProductDraft;
export const DRAFT_FIELDS = [
  'name',
  'category',
  'order_status',
  'price',
  'popularity',
] as const satisfies readonly DraftField[];

export const emptyDraft: ProductDraft = {
  name: '',
  category: null,
  order_status: null,
  price: '',
  popularity: '',
};

export const draftOf = (product: DataListProduct | undefined): ProductDraft =>
  product
    ? {
        name: product.name,
        category: product.category,
        order_status: product.order_status,
        price: product.price,
        popularity: product.popularity,
      }
    : emptyDraft;

/** A number input's value as the API's number; '' (nothing typed) is no value at all. */
const numberOf = (value: number | string) => {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

export type DraftCheck =
  | { ok: true; input: DataListProductInput }
  | { ok: false; issues: Partial<Record<DraftField, FieldIssue>> };

/**
 * The draft checked in the browser against the contract's own schema (the server checks the
 * same), each problem with its stable code: a new product without a picture gets its category's
 * (columns.ts); an edited one keeps its own.
 */
export function checkDraft(draft: ProductDraft, product?: DataListProduct): DraftCheck {
  const candidate = {
    name: draft.name,
    category: draft.category ?? undefined,
    order_status: draft.order_status ?? undefined,
    price: numberOf(draft.price),
    popularity: numberOf(draft.popularity),
    img: product?.img ?? (draft.category ? categoryImage(draft.category) : ''),
  };
  const result = dataListProductInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, input: result.data };
  const issues: Partial<Record<DraftField, FieldIssue>> = {};
  for (const issue of fieldIssuesOf(result.error, candidate)) {
    const field = DRAFT_FIELDS.find((name) => name === issue.field);
    if (field && !issues[field]) issues[field] = issue;
  }
  return { ok: false, issues };
}

/** The fields an edit changes (an update sends only those); none when nothing changed. */
export function changedFields(
  product: DataListProduct,
  input: DataListProductInput,
): Partial<DataListProductInput> {
  const changes: Partial<DataListProductInput> = {};
  for (const field of DRAFT_FIELDS) {
    if (input[field] !== product[field]) Object.assign(changes, { [field]: input[field] });
  }
  return changes;
}
