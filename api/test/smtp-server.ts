/**
 * A real SMTP server on loopback for the tests that send mail (the auth and email modules' tests,
 * the browser tests' mail server of e2e/support/mail-server.ts): no TLS, no sign-in, and it keeps
 * every message it takes.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server took it: the envelope and the raw text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Starts the server on a free loopback port. Recipients in `refused` are refused (550). */
export async function startLoopbackSmtp({ refused = new Set<string>() } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** The first message to `email`, waiting for it (a mail may go out after the reply). */
    async mailTo(email: string, timeoutMs = 15_000): Promise<ReceivedMail> {
      for (let waited = 0; waited <= timeoutMs; waited += 50) {
        const found = received.find((m) => m.to.includes(email));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
export type LoopbackSmtp = Awaited<ReturnType<typeof startLoopbackSmtp>>;
