import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  MAIL_TOTAL_HEADER,
  type Email,
  type MailFilter,
} from '../../../../api/modules/email/contract';
import { listMails } from '../../../../api/modules/email/endpoints';
import { apiRequestWithHeaders } from '../../../lib/http/api-client';

/** How many mails the list reads at a time (docs/decisions/0054: paging). */
export const MAIL_PAGE_SIZE = 100;

/** One page of a view: its mails, and how many the view (or the search in it) holds in all. */
export interface MailPage {
  mails: Email[];
  /** the reply's X-Total-Count; undefined if a reply came without it */
  total: number | undefined;
}

export type MailPages = InfiniteData<MailPage>;

/**
 * GET /api/apps/email/mails?filter=&q=&offset=&limit=: a page of a view's mails, newest first,
 * only those matching `q` when it is not empty (the server searches; docs/product.md 4.7).
 */
export async function getMailPage(
  filter: MailFilter,
  q: string,
  offset: number,
): Promise<MailPage> {
  // an empty q is left out: the whole view
  const { data, headers } = await apiRequestWithHeaders(listMails, {
    filter,
    offset,
    limit: MAIL_PAGE_SIZE,
    q,
  });
  const total = Number(headers.get(MAIL_TOTAL_HEADER) ?? Number.NaN);
  return { mails: data, total: Number.isFinite(total) ? total : undefined };
}

/**
 * Where the next page starts, or undefined when every mail is loaded: the mails read so far
 * against the total (without a total, a full page means there may be more).
 */
export function nextMailOffset(pages: readonly MailPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.mails.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.mails.length, 0);
  if (last.total === undefined) return last.mails.length < MAIL_PAGE_SIZE ? undefined : loaded;
  return loaded < last.total ? loaded : undefined;
}

/**
 * The loaded mails in order, each once: a mail that moved between two pages' reads (a new mail
 * pushes the others down) could come twice.
 */
export function loadedMails(data: MailPages | undefined): Email[] {
  const seen = new Set<number>();
  const mails: Email[] = [];
  for (const page of data?.pages ?? []) {
    for (const mail of page.mails) {
      if (seen.has(mail.id)) continue;
      seen.add(mail.id);
      mails.push(mail);
    }
  }
  return mails;
}

/** The query key of a view's (or a search's) pages: ['email', 'mails', filter, q]. */
export const mailsQueryKey = (filter: MailFilter, q: string) => ['email', 'mails', filter, q];

export const mailsQueryOptions = (filter: MailFilter, q = '') =>
  infiniteQueryOptions({
    queryKey: mailsQueryKey(filter, q),
    queryFn: ({ pageParam }) => getMailPage(filter, q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextMailOffset(pages),
  });

/**
 * The pages of a view or search; while a new search's first page comes, the view's previous
 * results stay (not another view's: a new view starts with its loader).
 */
export const useMails = (filter: MailFilter, q = '') =>
  useInfiniteQuery({
    ...mailsQueryOptions(filter, q),
    placeholderData: (previous, query) =>
      query?.queryKey[2] === filter ? keepPreviousData(previous) : undefined,
  });
