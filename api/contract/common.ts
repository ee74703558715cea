import './zod-setup';
import { z } from 'zod';

/** Strings with a sane size limit, so that a huge string answers 422, never a slow write. */
export const shortText = (max = 200) => z.string().trim().max(max);
export const requiredText = (max = 200) => z.string().trim().min(1, 'must not be empty').max(max);
export const longText = (max = 20_000) => z.string().max(max);
export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const imageUrl = z.string().max(500);
