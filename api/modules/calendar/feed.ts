import { roleAllows } from '../../contract/roles';
import { randomToken } from '../../platform/crypto';
import { notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';
import { calendarFeed } from './ics';
import { calendarService } from './service';

/** The feed's file name: a secret of the form given out (32 random bytes, base64url), `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The calendar feed (docs/decisions/0057): one secret per person, which opens the feed of the
 * shared calendar while the person may sign in as staff. Every failure is the same 404, so a
 * secret cannot be probed.
 */
export function calendarFeedService(deps: ApiDeps) {
  const store = deps.stores.calendar;
  const events = calendarService(store);
  const noFeed = () => notFound('No such calendar feed');

  /** the account whose secret, in the file name `{secret}.ics`, opens the feed now; else 404 */
  async function readerOf(file: string) {
    const secret = FEED_FILE.exec(file)?.[1];
    if (!secret) throw noFeed();
    const accountId = await store.feedAccount(secret);
    const account =
      accountId === undefined ? undefined : await deps.stores.auth.findAccess(accountId);
    // as requireRule decides a staff member's call: active, and the role the calendar needs
    if (!account || account.accountStatus !== 'active' || !roleAllows('editor', account.role))
      throw noFeed();
    return account.id;
  }

  return {
    /** the reader's secret, made on first ask */
    secretOf: (accountId: number) => store.feedSecret(accountId, randomToken(), deps.now()),
    /** a new secret for the reader; the old one no longer opens the feed */
    async renew(accountId: number) {
      const secret = randomToken();
      await store.replaceFeedSecret(accountId, secret, deps.now());
      return secret;
    },
    /** the feed's text, for the file name `{secret}.ics` of a secret that opens it */
    async ics(file: string, { origin }: { origin: string }) {
      await readerOf(file);
      const [list, labels] = await Promise.all([events.events(), events.labels()]);
      return calendarFeed(list, { origin, now: deps.now(), name: 'Shared calendar', labels });
    },
  };
}
