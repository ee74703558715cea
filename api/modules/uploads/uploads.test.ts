import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
  UPLOAD_TTL_MINUTES,
  uploadSchema,
  uploadsReply,
} from './contract';
import { testClock } from '../../test/clock';
import {
  createTestApi,
  expectImpossibleId,
  impossibleIds,
  refreshCookieOf,
  storeKinds,
  type TestApi,
} from '../../test/harness';

const UPLOADS = '/api/components/uploads';
const bytes = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
const PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
const JPEG = bytes('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP8=');
const PDF = new TextEncoder().encode(
  '%PDF-1.7\n% bill of lading MAEU 240118 Laem Chabang\n%%EOF\n',
);
const GIF = bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const TEXT = new TextEncoder().encode('container list, a text file renamed .pdf');

/** a file of `size` bytes that starts as a PDF */
function pdfOf(size: number) {
  const file = new Uint8Array(size);
  file.set(PDF.slice(0, Math.min(size, PDF.length)));
  return file;
}

describe.each(storeKinds())('uploads (%s store)', (kind) => {
  // the test clock, moved forward by the expiry test
  let offset = 0;
  const now = () => new Date(testClock().getTime() + offset);
  let api: TestApi;
  let editor: string;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi(kind, { now });
    api.deps.auth.rateLimitPerMinute = 10_000;
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
  });
  afterAll(() => api.close());
  // each test starts with no uploads held by the editor and the admin
  beforeEach(async () => {
    for (const token of [editor, admin]) {
      expect((await api.request('DELETE', UPLOADS, { token })).status).toBe(200);
    }
  });

  const send = (
    body: Uint8Array<ArrayBuffer>,
    type: string,
    name: string | null = 'bill-of-lading.pdf',
    token = editor,
  ) =>
    api.request('POST', name === null ? UPLOADS : `${UPLOADS}?name=${encodeURIComponent(name)}`, {
      token,
      rawBody: body,
      headers: { 'content-type': type },
    });
  const list = async (token = editor) => {
    const res = await api.request('GET', UPLOADS, { token });
    expect(res.status).toBe(200);
    return uploadsReply.parse(res.body);
  };

  it.each([
    ['application/pdf', PDF, 'Bill of lading MAEU240118.pdf'],
    ['image/png', PNG, 'seal-photo.png'],
    ['image/jpeg', JPEG, 'container TGHU 874512 3 – door.jpg'],
  ] as const)('takes a %s file, answers its record and lists it', async (type, file, name) => {
    const res = await send(file, type, name);
    expect(res.status).toBe(201);
    const upload = uploadSchema.parse(res.body);
    expect(upload).toMatchObject({ name, size: file.length, type });
    expect(Date.parse(upload.expiresAt) - now().getTime()).toBeGreaterThan(
      (UPLOAD_TTL_MINUTES - 1) * 60_000,
    );
    expect(Date.parse(upload.expiresAt) - now().getTime()).toBeLessThanOrEqual(
      UPLOAD_TTL_MINUTES * 60_000,
    );
    expect(await list()).toEqual({ uploads: [upload], usedBytes: file.length });
  });

  it.each([
    ['a text file declared a PDF', 'body', TEXT, 'application/pdf'],
    ['a PNG declared a PDF', 'body', PNG, 'application/pdf'],
    ['a GIF declared a PNG', 'body', GIF, 'image/png'],
    ['an empty file', 'body', new Uint8Array(0), 'application/pdf'],
    ['a GIF', 'content-type', GIF, 'image/gif'],
    ['a PDF without a type', 'content-type', PDF, 'application/octet-stream'],
  ])('refuses %s with 415 naming %s, and keeps nothing', async (_n, field, file, type) => {
    const res = await send(file, type);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'invalidFormat', field });
    expect(res.body.error).toMatch(/PDF, PNG or JPEG|not the declared/);
    expect(await list()).toEqual({ uploads: [], usedBytes: 0 });
  });

  it('refuses a file of 5 MB and one byte with 413 naming the limit, and takes 5 MB', async () => {
    const res = await send(pdfOf(UPLOAD_MAX_BYTES + 1), 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'bodyTooLarge',
      field: 'body',
      limit: UPLOAD_MAX_BYTES,
    });
    expect((await list()).uploads).toEqual([]);
    // exactly the limit passes: the API's general limit of 1 MB does not apply here
    const fits = await send(pdfOf(UPLOAD_MAX_BYTES), 'application/pdf');
    expect(fits.status).toBe(201);
    expect(fits.body.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('holds at most UPLOAD_MAX_FILES files and UPLOAD_MAX_TOTAL_BYTES per person', async () => {
    for (let i = 0; i < UPLOAD_MAX_FILES; i += 1) {
      expect((await send(PDF, 'application/pdf', `invoice-${i}.pdf`)).status).toBe(201);
    }
    const more = await send(PNG, 'image/png', 'one-too-many.png');
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'tooBig', field: 'files', limit: UPLOAD_MAX_FILES });
    expect((await list()).uploads).toHaveLength(UPLOAD_MAX_FILES);
    // the bytes: two files of 5 MB fit in 12 MB, a third does not
    const big = pdfOf(UPLOAD_MAX_BYTES);
    expect((await send(big, 'application/pdf', 'scan-1.pdf', admin)).status).toBe(201);
    expect((await send(big, 'application/pdf', 'scan-2.pdf', admin)).status).toBe(201);
    const full = await send(big, 'application/pdf', 'scan-3.pdf', admin);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'tooBig',
      field: 'bytes',
      limit: UPLOAD_MAX_TOTAL_BYTES,
    });
    expect((await list(admin)).usedBytes).toBe(2 * UPLOAD_MAX_BYTES);
  });

  it('removes one’s own upload, then answers 404 for it', async () => {
    const { body } = await send(PDF, 'application/pdf');
    const kept = await send(PNG, 'image/png', 'seal.png');
    const gone = await api.request('DELETE', `${UPLOADS}/${body.id}`, { token: editor });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ ok: true });
    expect((await list()).uploads.map((u) => u.id)).toEqual([kept.body.id]);
    const again = await api.request('DELETE', `${UPLOADS}/${body.id}`, { token: editor });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('notFound');
  });

  it('answers 404 for another person’s upload, which stays', async () => {
    const { body } = await send(PDF, 'application/pdf');
    expect((await list(admin)).uploads).toEqual([]);
    const other = await api.request('DELETE', `${UPLOADS}/${body.id}`, { token: admin });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('notFound');
    expect((await list()).uploads.map((u) => u.id)).toEqual([body.id]);
  });

  it('lets only signed-in staff in: 401 without a token, 403 for a customer', async () => {
    const anonymous = await api.request('POST', `${UPLOADS}?name=a.pdf`, {
      rawBody: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('invalidAccessToken');
    expect((await api.request('GET', UPLOADS)).status).toBe(401);
    expect((await api.request('DELETE', `${UPLOADS}/1`)).status).toBe(401);
    const customer = await api.tokenFor('public');
    const refused = await send(PDF, 'application/pdf', 'a.pdf', customer);
    expect(refused.status).toBe(403);
    expect((await api.request('GET', UPLOADS, { token: customer })).status).toBe(403);
  });

  it('drops an upload UPLOAD_TTL_MINUTES after it came', async () => {
    const { body } = await send(PDF, 'application/pdf');
    offset += (UPLOAD_TTL_MINUTES - 1) * 60_000;
    // a new token: the old one expired with the clock moved on
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
    expect((await list()).uploads.map((u) => u.id)).toEqual([body.id]);
    offset += 60_000;
    editor = await api.tokenFor('editor');
    admin = await api.tokenFor('admin');
    expect(await list()).toEqual({ uploads: [], usedBytes: 0 });
    expect((await api.request('DELETE', `${UPLOADS}/${body.id}`, { token: editor })).status).toBe(
      404,
    );
  });

  it('keeps a sign-in’s uploads to it and drops them when it signs out', async () => {
    const login = await api.request('POST', '/api/auth/login', {
      body: { email: 'editor@demo.com', password: 'editor-demo-pass' },
    });
    const token = login.body.accessToken as string;
    const cookie = refreshCookieOf(login)!;
    const { body } = await send(PDF, 'application/pdf', 'manifest.pdf', token);
    expect((await list(token)).uploads.map((u) => u.id)).toEqual([body.id]);
    // the same person in another sign-in does not see it (the per-person limits count it)
    expect(await list()).toEqual({ uploads: [], usedBytes: PDF.length });
    expect((await api.request('POST', '/api/auth/logout', { headers: { cookie } })).status).toBe(
      200,
    );
    // gone at once, not at the next upload call; the access token, valid a while yet, finds nothing
    expect((await api.deps.stores.uploads.sessions()).size).toBe(0);
    expect(await list(token)).toEqual({ uploads: [], usedBytes: 0 });
  });

  it('refuses malformed input with 4xx naming the field, keeping nothing', async () => {
    const cases: [string | null, string][] = [
      [null, 'required'],
      ['', 'required'],
      ['   ', 'required'],
      ['x'.repeat(121), 'tooLong'],
      ['../etc/passwd', 'invalidValue'],
      ['a\\b.pdf', 'invalidValue'],
      ['line\nbreak.pdf', 'invalidValue'],
      ['nul\u0000.pdf', 'invalidValue'],
    ];
    for (const [name, code] of cases) {
      const res = await send(PDF, 'application/pdf', name);
      expect(res.status, String(name)).toBe(422);
      expect(res.body.field, String(name)).toBe('name');
      expect(res.body.code, String(name)).toBe(code);
    }
    const json = await api.request('POST', `${UPLOADS}?name=a.pdf`, {
      token: editor,
      body: { file: 'not bytes' },
    });
    expect(json.status).toBe(415);
    expect(json.body.field).toBe('content-type');
    for (const bad of impossibleIds) {
      expectImpossibleId(await api.request('DELETE', `${UPLOADS}/${bad}`, { token: editor }));
    }
    expect((await api.request('DELETE', `${UPLOADS}/2147483647`, { token: editor })).status).toBe(
      404,
    );
    expect((await list()).uploads).toEqual([]);
  });
});
