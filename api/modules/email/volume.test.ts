/**
 * A folder of 5,000 mails is listed whole, paged and counted (decision 0054). The figures are
 * printed for the record, not asserted: speed is a measurement, and a test that times itself
 * fails on a loaded machine for no fault of the code (docs/conventions.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEmail } from './contract';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';

const FOLDER_SIZE = 5_000;

describe.each(storeKinds())('a folder of 5,000 mails (%s store)', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    token = await api.tokenFor('editor');
    const start = api.deps.now().getTime();
    const mail = (n: number): NewEmail => ({
      sender: `client.${n}@example.com`,
      sender_name: `Client ${n}`,
      to: ['operations@siamgateway.example'],
      cc: [],
      bcc: [],
      img: '',
      subject: `Booking request ${n}`,
      // about 2 KB, a usual business mail
      message: `<p>Dear team,</p>${'<p>Please quote a 40ft container from Laem Chabang to Rotterdam, ready on Monday.</p>'.repeat(24)}`,
      attachments: [],
      isStarred: n % 17 === 0,
      labels: n % 5 === 0 ? ['company'] : [],
      time: new Date(start - n * 60_000).toISOString(),
      unread: n % 3 === 0,
      mailFolder: 'inbox',
    });
    if (api.conn) {
      // one statement: thousands of single inserts would load the machine the other tests share
      await api.conn.query(
        `INSERT INTO email_mails (sender, sender_name, to_addresses, cc, bcc, img, subject, message,
           attachments, is_starred, labels, time, mail_folder, unread)
         SELECT 'client.' || n || '@example.com', 'Client ' || n, $1::jsonb, '[]', '[]', '',
           'Booking request ' || n, $2, '[]', n % 17 = 0,
           CASE WHEN n % 5 = 0 THEN '["company"]'::jsonb ELSE '[]'::jsonb END,
           $3::timestamptz - n * interval '1 minute', 'inbox', n % 3 = 0
         FROM generate_series(0, $4::int - 1) AS n`,
        [JSON.stringify(mail(0).to), mail(0).message, new Date(start).toISOString(), FOLDER_SIZE],
      );
    } else {
      for (let n = 0; n < FOLDER_SIZE; n++) await api.deps.stores.email.insert(mail(n));
    }
  }, 120_000);
  afterAll(() => api.close());

  /** the best of three runs, in milliseconds */
  async function timed(path: string) {
    let best = Infinity;
    let body: unknown;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const res = await api.request('GET', path, { token });
      best = Math.min(best, performance.now() - started);
      expect(res.status).toBe(200);
      body = res.body;
    }
    return { ms: Math.round(best), body };
  }

  it('lists the inbox whole and by page, the label view and meta', async () => {
    const list = await timed('/api/apps/email/mails?filter=inbox');
    const meta = await timed('/api/apps/email/meta');
    const label = await timed('/api/apps/email/mails?filter=company');
    const page = await timed('/api/apps/email/mails?filter=inbox&offset=2500&limit=100');
    expect((page.body as unknown[]).length).toBe(100);
    expect((list.body as unknown[]).length).toBeGreaterThanOrEqual(FOLDER_SIZE);
    const started = performance.now();
    await api.deps.stores.email.states();
    const states = Math.round(performance.now() - started);
    const ids = (list.body as { id: number }[]).map((m) => m.id);
    const readStart = performance.now();
    await api.deps.stores.email.read(ids);
    const read = Math.round(performance.now() - readStart);
    const megabytes = (JSON.stringify(list.body).length / 1e6).toFixed(1);
    console.info(
      `email, ${kind}, ${FOLDER_SIZE} mails in the inbox: GET list ${list.ms} ms (${megabytes} MB; ` +
        `the store: states ${states} ms, mails ${read} ms), meta ${meta.ms} ms, label view ${label.ms} ms, ` +
        `a page of 100 ${page.ms} ms`,
    );
    expect((label.body as unknown[]).length).toBeGreaterThanOrEqual(FOLDER_SIZE / 5);
    expect(meta.body).toBeTruthy();
    // 3 runs of 4 calls over 5,000 mails: minutes on a loaded 2-core machine
  }, 180_000);
});
