/**
 * The contact form sent without JavaScript (server/contact-page.ts): the server hands the form to
 * POST /api/contact in-process and answers the prerendered page filled in. The page here is the
 * form's own markup, rendered as the prerender renders it, in English and in Thai.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api/app';
import { createTestApi, type TestApi } from '../api/test/harness';
import { ContactForm } from '../app/features/site/components/contact-form';
import { createServerApp } from './app';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join('app', 'locales', lang, `${ns}.json`), 'utf8')) as object;

/** The contact form as the prerender writes it at `path`, in `lang`, inside a page. */
async function prerendered(lang: 'en' | 'th', path: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { site: locale(lang, 'site'), 'api-errors': locale(lang, 'api-errors') } },
    ns: ['site', 'api-errors'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const form = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(ContactForm)),
    ),
  );
  return `<!doctype html><html lang="${lang}"><head><title>contact</title></head><body><main>${form}</main></body></html>`;
}

const filled = {
  name: 'Malee Chaiyaporn',
  email: 'malee@example.com',
  phone: '+66 81 234 5678',
  company: 'Chaiyaporn "Rubber" & Co.',
  service: 'sea-freight',
  message: 'Two 40-foot containers of latex gloves to Hamburg, ready on 3 March.',
  website: '',
};
const en = locale('en', 'site') as { contact: { form: Record<string, Record<string, string>> } };
const th = locale('th', 'site') as typeof en;

describe('the contact form without JavaScript', () => {
  let dir: string;
  let testApi: TestApi;
  let visitor = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-contact-'));
    mkdirSync(join(dir, 'ContactUs'));
    mkdirSync(join(dir, 'th', 'ContactUs'), { recursive: true });
    mkdirSync(join(dir, 'home'));
    writeFileSync(join(dir, 'ContactUs', 'index.html'), await prerendered('en', '/ContactUs'));
    writeFileSync(join(dir, 'th', 'ContactUs', 'index.html'), await prerendered('th', '/th/ContactUs'));
    writeFileSync(join(dir, 'home', 'index.html'), '<!doctype html><title>home</title>');
    testApi = await createTestApi('memory');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testApi.close();
  });

  const server = () =>
    createServerApp({
      api: createApi(testApi.deps),
      buildDir: dir,
      log: () => {},
      clientAddress: () => 'x',
    });
  /** a form post from its own address, unless one is given (the rate limit counts per address) */
  const post = (path: string, body: BodyInit, from = `203.0.113.${++visitor}`, type?: string) =>
    server().request(path, {
      method: 'POST',
      body,
      headers: {
        'x-test-client-address': from,
        ...(type ? { 'content-type': type } : typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

  it('sends the message and answers the page with the confirmation, the form gone', async () => {
    const before = (await testApi.request('GET', '/api/apps/email/mails?filter=inbox', {
      token: await testApi.tokenFor('editor'),
    })).body as { subject: string }[];
    const res = await post('/ContactUs', form(filled));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="contact-success"');
    expect(html).toContain(en.contact.form.success.text.replace('{{email}}', 'malee@example.com'));
    expect(html).not.toContain('<form');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const after = (await testApi.request('GET', '/api/apps/email/mails?filter=inbox', {
      token: await testApi.tokenFor('editor'),
    })).body as { subject: string }[];
    expect(after.length).toBe(before.length + 1);
    expect(after.some((mail) => mail.subject.includes('Chaiyaporn "Rubber" & Co.'))).toBe(true);
  });

  it('answers 422 with the values kept and each message next to its field, in the page language', async () => {
    const res = await post(
      '/th/ContactUs',
      form({ ...filled, name: '', email: 'not-an-address', message: 'Too short' }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    const errors = th.contact.form.errors;
    expect(html).toMatch(
      new RegExp(`<input[^>]*id="contact-name"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-name-error"`),
    );
    expect(html).toContain(`<p id="contact-name-error" class`);
    expect(html).toMatch(new RegExp(`id="contact-name-error"[^>]*>${errors.nameRequired}</p>`));
    expect(html).toMatch(new RegExp(`id="contact-email-error"[^>]*>${errors.emailInvalid.replace(/[.+]/g, '\\$&')}</p>`));
    expect(html).toContain(errors.messageShort.replace('{{count}}', '10'));
    // the message keeps its hint, and adds its error
    expect(html).toMatch(/<textarea[^>]*aria-describedby="contact-message-description contact-message-error"/);
    // the values as typed, escaped
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*value="not-an-address"/);
    expect(html).toMatch(/<input[^>]*id="contact-company"[^>]*value="Chaiyaporn &#34;Rubber&#34; &#38; Co."/);
    expect(html).toMatch(/<option value="sea-freight" selected="">/);
    expect(html).toMatch(/<textarea[^>]*>\nToo short<\/textarea>/);
    // right fields carry no message
    expect(html).toMatch(/<p id="contact-phone-error"[^>]*hidden="">/);
    expect(html).not.toMatch(/<input[^>]*id="contact-phone"[^>]*aria-invalid/);
    expect(html).not.toContain(en.contact.form.errors.nameRequired);
  });

  it('shows a refusal only the server knows by its code, next to the field', async () => {
    // the site's rule allows 200 characters of company; a body of more reaches the API's own limit
    const res = await post('/ContactUs', form({ ...filled, company: 'x'.repeat(201) }));
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(
      new RegExp(`id="contact-company-error"[^>]*>${en.contact.form.errors.tooLong.replace('{{count}}', '200')}</p>`),
    );
  });

  it('never answers 500 to a malformed body: an empty or unreadable form is a 422 page', async () => {
    const bodies: [BodyInit, string | undefined][] = [
      ['', 'application/x-www-form-urlencoded'],
      ['%E0%A4%A=%%&name', 'application/x-www-form-urlencoded'],
      ['{"name": 1', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ['name=a&name=b&email[]=c&service=nope', 'application/x-www-form-urlencoded'],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x01]), 'application/octet-stream'],
    ];
    for (const [body, type] of bodies) {
      const res = await post('/ContactUs', body, undefined, type);
      expect(res.status, String(body)).toBe(422);
      expect(await res.text()).toContain(en.contact.form.errors.emailRequired);
    }
    const huge = await post('/ContactUs', form({ ...filled, message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('counts toward the same per-address limit as POST /api/contact: 429 with the values kept', async () => {
    const from = '198.51.100.250';
    for (let i = 0; i < 5; i += 1) {
      const sent = await testApi.request('POST', '/api/contact', {
        body: filled,
        headers: { 'x-test-client-address': from },
      });
      expect(sent.status).toBe(201);
    }
    const res = await post('/ContactUs', form(filled), from);
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain(en.contact.form.failure.rateLimited);
    expect(html).toMatch(/<input[^>]*id="contact-name"[^>]*value="Malee Chaiyaporn"/);
  });

  it('answers a post only where a contact form is', async () => {
    expect((await post('/home', form(filled))).status).toBe(404);
    expect((await post('/xx/ContactUs', form(filled))).status).toBe(404);
    expect((await post('/..%2f..%2fContactUs', form(filled))).status).toBe(404);
  });
});
