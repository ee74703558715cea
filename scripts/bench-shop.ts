/**
 * `npm run bench:shop`: the shop's search (docs/decisions/0058) over 10,000 products.
 *
 * For each store (memory; PGlite in a fresh temporary data folder; PostgreSQL when DATABASE_URL
 * is set, in a fresh database dropped after) it builds the stores as the server does
 * (createMemoryStores / createSqlStores), replaces the catalogue with shopProductsSeed(10,000)
 * (ANALYZE after, on SQL), assembles the API in process (api/assemble.ts, no network) and sends
 * BENCH_SEARCHES (default 500) searches through it: GET /api/apps/shop/search with a query word
 * and two filters, a category (lvl0 or lvl1) and a price range, varied from search to search, as
 * an editor (the guard reads the account on every request, as in production). The same searches
 * on every store, one at a time, after BENCH_WARMUP (default 50) unmeasured ones. It prints the
 * median, p90, p99 and max per store, the average hits, and the load average of the machine
 * (other work on it skews every figure). BENCH_STORES=memory,pglite picks stores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleApi } from '../api/assemble';
import { systemClock } from '../api/platform/clock';
import { memoryMailer } from '../api/platform/mail';
import { signAccessToken } from '../api/platform/tokens';
import { webCryptoHasher } from '../api/platform/web-crypto-hasher';
import { seededRandom } from '../api/platform/random';
import { shopProductsSeed } from '../api/modules/shop/seed';
import { createMemoryStores } from '../api/modules/memory-stores.ts';
import { memoryShopStore } from '../api/modules/shop/memory-store';
import { createSqlStores } from '../api/modules/sql-stores.server.ts';
import {
  openPglite,
  openPostgres,
  type SqlConnection,
} from '../api/platform/sql/connection.server';
import { replaceShopProducts } from '../api/modules/shop/sql-store.server';
import type { Stores } from '../api/modules/stores';
import { freshDatabase } from '../server/spawn-server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const wanted = process.env.BENCH_STORES?.split(',').map((s) => s.trim());

const products = shopProductsSeed(PRODUCTS);

/** The searches: a word from a product's name (often a prefix), its category, a price range. */
function searches(): string[] {
  const random = seededRandom(4242);
  return Array.from({ length: SEARCHES + WARMUP }, () => {
    const p = random.pick(products);
    const words = p.name.toLowerCase().match(/[a-z]{4,}/g) ?? ['box'];
    let word = random.pick(words);
    if (random.bool(0.5)) word = word.slice(0, Math.max(3, word.length - 2)); // as typed
    const level = random.bool(0.5) ? p.hierarchicalCategories.lvl0 : p.hierarchicalCategories.lvl1;
    const low = Math.floor(p.price * random.pick([0, 0.3, 0.5]));
    const high = Math.ceil(p.price * random.pick([1.5, 2, 4]));
    const sort = random.pick(['featured', 'price-asc', 'price-desc']);
    const query = new URLSearchParams({
      q: word,
      category: level,
      priceMin: String(low),
      priceMax: String(high),
      sort,
    });
    return `/api/apps/shop/search?${query}`;
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function run(kind: string, stores: Stores, paths: string[]) {
  const { deps, api } = await assembleApi({
    stores,
    mode: 'server',
    development: true,
    now: systemClock,
    passwords: webCryptoHasher(1_000),
    mailer: memoryMailer(),
    log: () => {},
    clientAddress: () => 'bench',
  });
  const editor = await deps.stores.auth.findUserByEmail('editor@demo.com');
  const token = await signAccessToken(deps.auth, { id: editor!.id, role: 'editor' }, deps.now());
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let hits = 0;
  for (const [i, path] of paths.entries()) {
    const started = performance.now();
    const res = await api.request(path, { headers });
    const body = (await res.json()) as { total: number };
    const took = performance.now() - started;
    if (res.status !== 200)
      throw new Error(`${kind} ${path}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= WARMUP) {
      times.push(took);
      hits += body.total;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(9)} median ${ms(percentile(times, 50))}  p90 ${ms(percentile(times, 90))}  ` +
      `p99 ${ms(percentile(times, 99))}  max ${ms(times[times.length - 1])}  ` +
      `(${times.length} searches, ${(hits / times.length).toFixed(0)} matches on average)`,
  );
}

async function sqlStores(conn: SqlConnection) {
  const stores = await createSqlStores(conn, { now: systemClock });
  const started = performance.now();
  await replaceShopProducts(conn, products);
  await conn.exec('ANALYZE shop_products');
  console.log(
    `${conn.kind.padEnd(9)} ${products.length} products inserted in ${ms(performance.now() - started)}`,
  );
  return stores;
}

async function main() {
  const paths = searches();
  console.log(
    `bench:shop: ${products.length} products, ${SEARCHES} searches (+${WARMUP} warm-up) of a ` +
      `word, a category and a price range, through the API in process; ${cpus().length} cores, ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const use = (kind: string) => !wanted || wanted.includes(kind);

  if (use('memory')) {
    const stores = { ...createMemoryStores(systemClock), shop: memoryShopStore(products) };
    await run('memory', stores, paths);
  }
  if (use('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-shop-'));
    const conn = await openPglite(dir);
    try {
      await run('pglite', await sqlStores(conn), paths);
    } finally {
      await conn.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (use('postgres') && process.env.DATABASE_URL) {
    const db = await freshDatabase(process.env.DATABASE_URL, 'bench_shop');
    const conn = await openPostgres(db.url);
    try {
      await run('postgres', await sqlStores(conn), paths);
    } finally {
      await conn.close();
      await db.drop();
    }
  } else if (use('postgres')) {
    console.log('postgres  skipped: DATABASE_URL is not set');
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

await main();
