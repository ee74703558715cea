/**
 * Server-mode browser tests that read mail (e2e/people-invite.both-modes.spec.ts): a real SMTP
 * server on loopback that keeps every message, and a production server of its own that sends
 * through it (SMTP_URL, MAIL_FROM, MAIL_LINK_ORIGIN). The shared e2e server has no SMTP_URL, so
 * that forgot-password keeps showing its link there; this one lives as long as the spec file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { startLoopbackSmtp } from '../../api/test/smtp-server';

/** The raw message with quoted-printable undone (soft line breaks, =XX), enough to find a link. */
export function readableMail(raw: string) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The path (with its token) of the first set-password link in a message. */
export function passwordLinkOf(raw: string): string | undefined {
  return /\/pages\/reset-password\?token=[\w-]+/.exec(readableMail(raw))?.[0];
}

/** A port on loopback nothing listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An SMTP server on loopback (no TLS, no sign-in) that keeps what it receives. */
export const startMailServer = () => startLoopbackSmtp();

/**
 * The production build in server mode (scripts/e2e-server.mjs: a fresh data folder, the demo
 * accounts) on a port of its own, sending mail through `smtpUrl`; links in mails lead to it.
 * Its output is kept in `log`.
 */
export async function startServerWithMail(smtpUrl: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_RATE_LIMIT: '1000',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Freight e2e <no-reply@e2e.example>',
      MAIL_LINK_ORIGIN: origin,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server ended at start:\n${log.join('')}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) {
      await stop();
      throw new Error(`the server did not start:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, log, stop };
}
