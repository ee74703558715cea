/**
 * `?invite=<companyId>` of the people list: the company page's "Invite a person" links so, and the
 * add form opens with that company set.
 */
export const INVITE_PARAM = 'invite';

/** The company id of `?invite=`, or undefined when absent or not a possible id. */
export function inviteCompanyOf(search: URLSearchParams): number | undefined {
  const raw = search.get(INVITE_PARAM);
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
