import { pathIdSchema } from '../../../api/contract/endpoint';

/** The route's :companyId as an id the API can hold, or null (the screen shows not found). */
export function companyIdOf(param: string | undefined): number | null {
  const parsed = pathIdSchema.safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
}
