/**
 * `npm run admin:create`: makes the first admin of a production install (no demo account exists
 * there, docs/architecture.md decision 8). Asks for what is not given:
 *   npm run admin:create -- --email ops@example.com --name "Ops Lead" [--password ...]
 * Uses the same database as the server (DATA_DIR or DATABASE_URL). An existing account with that
 * email becomes admin and gets the new password.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DISPLAY_NAME_MAX, isValidEmail, passwordProblem } from '../api/modules/auth/contract';
import { JWT_PROVIDER } from '../api/modules/auth/store';
import { systemClock } from '../api/platform/clock';
import { defaultAvatar, normalizeEmail } from '../api/modules/auth/service';
import { createSqlStores } from '../api/modules/sql-stores.server.ts';
import { openPglite, openPostgres } from '../api/platform/sql/connection.server';
import { argon2Hasher } from './argon2-hasher';
import { loadConfig } from './config';
import { runningServerPid } from './pid-file';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});

// Piped answers (one a line) are read at once; a terminal gets questions, a password unechoed.
let piped: string[] | undefined;
let rl: ReturnType<typeof createInterface> | undefined;
let muted = false;

async function ask(question: string, { secret = false } = {}): Promise<string> {
  if (!process.stdin.isTTY) {
    if (!piped) {
      let text = '';
      for await (const chunk of process.stdin) text += chunk;
      piped = text.split(/\r?\n/);
    }
    return piped.shift() ?? '';
  }
  if (!rl) {
    const output = new Writable({
      write(chunk, encoding, done) {
        if (!muted) process.stdout.write(chunk, encoding);
        done();
      },
    });
    rl = createInterface({ input: process.stdin, output, terminal: true });
  }
  process.stdout.write(question);
  muted = secret;
  const answer = await rl.question('');
  if (muted) process.stdout.write('\n');
  muted = false;
  return answer;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfig();
if (!config.databaseUrl) {
  const pid = runningServerPid(config.dataDir);
  if (pid)
    fail(
      `The server (pid ${pid}) has ${config.dataDir} open. Stop it first: PGlite allows one process.`,
    );
}

const email = normalizeEmail(values.email ?? (await ask('Email: ')));
if (!isValidEmail(email)) fail('Please enter a valid email.');
const name = (values.name ?? (await ask('Name: '))).trim();
if (!name || name.length > DISPLAY_NAME_MAX)
  fail('Please enter your name (at most 100 characters).');
let password = values.password;
if (password === undefined) {
  password = await ask('Password (8 to 128 characters): ', { secret: true });
  if ((await ask('Repeat the password: ', { secret: true })) !== password) {
    fail("Password doesn't match. Please try again.");
  }
}
rl?.close();
const problem = passwordProblem(password);
if (problem) fail(problem);

mkdirSync(config.dataDir, { recursive: true });
const conn = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(join(config.dataDir, 'pglite'));
try {
  const { auth } = await createSqlStores(conn, { now: systemClock });
  const passwordHash = await argon2Hasher.hash(password);
  const existing = await auth.findUserByEmail(email);
  if (existing) {
    await auth.updateUser(existing.id, { role: 'admin', passwordHash, displayName: name });
    await auth.revokeUserRefreshTokens(existing.id, systemClock());
    console.log(`${email} (user ${existing.id}) is an admin now, with the new password.`);
  } else {
    const user = await auth.createUser({
      email,
      displayName: name,
      passwordHash,
      photoURL: defaultAvatar(email),
      phoneNumber: null,
      about: '',
      status: 'online',
      role: 'admin',
      providerId: JWT_PROVIDER,
      providerSubject: null,
      createdAt: systemClock(),
    });
    if (!user) fail(`Could not create ${email}.`);
    console.log(`Admin ${email} (user ${user.id}) created. Sign in at /pages/login.`);
  }
} finally {
  await conn.close();
}
