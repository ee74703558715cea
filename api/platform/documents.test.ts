import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_SIGNATURE_BYTES,
  documentTypeOf,
} from '../contract/documents';
import { apiErrorReply } from '../contract/errors';
import { cleanFileName, documentDownloadHeaders, readDocumentUpload } from './documents';
import { errorReply } from './errors';

const encode = (value: string) => new TextEncoder().encode(value);
const base64 = (value: string) => Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
const PDF = encode('%PDF-1.7\n% commercial invoice INV-2024-0117\n%%EOF\n');
const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
const JPEG = base64('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP8=');
const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const WEBP = encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
/** the start of a Windows program, renamed invoice.pdf */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const TEXT = encode('container list, a text file renamed .pdf');

/** a file of `size` bytes that starts as a PDF */
function pdfOf(size: number) {
  const file = new Uint8Array(size);
  file.set(PDF.slice(0, Math.min(size, PDF.length)));
  return file;
}

describe('documentTypeOf', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a GIF', GIF, undefined],
    ['a WebP picture (not a document)', WEBP, undefined],
    ['a renamed program', EXE, undefined],
    ['text', TEXT, undefined],
    ['nothing', new Uint8Array(0), undefined],
    ['half a PDF signature', encode('%PD'), undefined],
    ['%PDF without its dash', encode('%PDF1.7'), undefined],
  ])('knows %s by its bytes', (_name, bytes, type) => {
    expect(documentTypeOf(bytes)).toBe(type);
  });

  it('needs no more than DOCUMENT_SIGNATURE_BYTES first bytes', () => {
    for (const file of [PDF, PNG, JPEG]) {
      expect(documentTypeOf(file.slice(0, DOCUMENT_SIGNATURE_BYTES))).toBe(documentTypeOf(file));
    }
  });
});

describe('cleanFileName', () => {
  it.each([
    ['a plain name', 'Bill of lading MAEU240118.pdf', 'Bill of lading MAEU240118.pdf'],
    ['a path', '../../etc/passwd', 'passwd.pdf'],
    ['a Windows path to a program', 'C:\\x\\evil.exe', 'evil.exe.pdf'],
    ['a NUL character', 'a\u0000b.pdf', 'ab.pdf'],
    ['control characters', 'line\nbreak\t\u007f\u009b.pdf', 'linebreak.pdf'],
    ['a hidden file', '.htaccess', 'htaccess.pdf'],
    ['dots first', '...invoice.pdf', 'invoice.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
    ['white space', '  commercial \t\u00a0 invoice   .pdf ', 'commercial invoice.pdf'],
    ['Thai', 'ใบตราส่งสินค้า MAEU240118.pdf', 'ใบตราส่งสินค้า MAEU240118.pdf'],
    ['Chinese', '装箱单 2024-01.PDF', '装箱单 2024-01.pdf'],
    ["Windows' reserved characters", 'a<b>c:d"e|f?g*.pdf', 'a_b_c_d_e_f_g_.pdf'],
    ['a lone surrogate', 'scan\uD800.pdf', 'scan.pdf'],
    ['decomposed letters (NFC)', 'Re\u0301ception.pdf', 'Réception.pdf'],
  ])('cleans %s (a PDF)', (_name, name, cleaned) => {
    expect(cleanFileName(name, 'application/pdf')).toBe(cleaned);
  });

  it.each([
    ['other direction marks', '\u2066scan\u2069\u200f.png', 'image/png', 'scan.png'],
    ['a wrong document ending', 'seal photo.pdf', 'image/png', 'seal photo.png'],
    ['a JPEG ending kept', 'container door.JPEG', 'image/jpeg', 'container door.jpeg'],
    ['no ending', 'packing list', 'image/jpeg', 'packing list.jpg'],
  ] as const)('cleans %s (a picture)', (_name, name, type, cleaned) => {
    expect(cleanFileName(name, type)).toBe(cleaned);
  });

  it.each(['', '   ', '.', '...', '/', 'C:\\', '\u202e', '.pdf.'])(
    'never answers an empty name (%j)',
    (name) => {
      expect(cleanFileName(name, 'application/pdf')).toMatch(/^[^.\s].*\.pdf$/);
      expect(cleanFileName(name, 'image/png')).toMatch(/\.png$/);
    },
  );

  it('answers a default name for a name that is only a folder or nothing', () => {
    expect(cleanFileName('', 'application/pdf')).toBe('document.pdf');
    expect(cleanFileName('scans/', 'image/jpeg')).toBe('document.jpg');
    expect(cleanFileName('  ', 'image/png')).toBe('document.png');
  });

  it('shortens a long name to DOCUMENT_NAME_MAX, keeping its ending', () => {
    const long = cleanFileName(`${'x'.repeat(500)}.pdf`, 'application/pdf');
    expect(long).toHaveLength(DOCUMENT_NAME_MAX);
    expect(long).toBe(`${'x'.repeat(DOCUMENT_NAME_MAX - 4)}.pdf`);
    expect(cleanFileName('y'.repeat(500), 'image/jpeg')).toBe(
      `${'y'.repeat(DOCUMENT_NAME_MAX - 4)}.jpg`,
    );
  });

  it('never cuts a character in two when it shortens', () => {
    // Thai letters with their marks, and emoji of two UTF-16 units
    for (const unit of ['สิ่ง', '📦', 'é']) {
      const name = cleanFileName(`${unit.repeat(200)}.pdf`, 'application/pdf');
      expect(name.length).toBeLessThanOrEqual(DOCUMENT_NAME_MAX);
      expect(name.endsWith('.pdf')).toBe(true);
      const stem = name.slice(0, -4);
      expect(stem.length % unit.length).toBe(0);
      expect(stem).toBe(unit.repeat(stem.length / unit.length));
    }
  });

  it('keeps a name already clean as it is', () => {
    for (const name of ['a.pdf', 'Invoice 2024.03.pdf', 'POD – 12 Jan.pdf']) {
      expect(cleanFileName(name, 'application/pdf')).toBe(name);
      expect(cleanFileName(cleanFileName(name, 'application/pdf'), 'application/pdf')).toBe(name);
    }
  });
});

describe('documentDownloadHeaders', () => {
  it('serves a document as an attachment, its type not guessed, nothing run, nothing cached', () => {
    expect(documentDownloadHeaders('Invoice 2024.pdf', 'application/pdf', 1234)).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Length': '1234',
      'Content-Disposition': `attachment; filename="Invoice 2024.pdf"; filename*=UTF-8''Invoice%202024.pdf`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });

  it.each([
    [
      'Thai',
      'ใบตราส่ง.pdf',
      'document.pdf',
      '%E0%B9%83%E0%B8%9A%E0%B8%95%E0%B8%A3%E0%B8%B2%E0%B8%AA%E0%B9%88%E0%B8%87.pdf',
    ],
    ['Chinese beside Latin', '提单 MAEU.png', '_ MAEU.png', '%E6%8F%90%E5%8D%95%20MAEU.png'],
    ['accents', 'Réception été.jpg', 'Reception ete.jpg', 'R%C3%A9ception%20%C3%A9t%C3%A9.jpg'],
    [
      "quotes, a backslash, a percent and RFC 5987's other characters",
      `a"b\\c%d'e(f)*.pdf`,
      "a_b_c_d'e(f)*.pdf",
      'a%22b%5Cc%25d%27e%28f%29%2A.pdf',
    ],
  ])('names a file with %s: an ASCII fallback and the UTF-8 name', (_n, name, ascii, encoded) => {
    const { 'Content-Disposition': disposition } = documentDownloadHeaders(
      name,
      'application/pdf',
      1,
    );
    expect(disposition).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('makes a safe header of any name, a line break included', () => {
    const { 'Content-Disposition': disposition } = documentDownloadHeaders(
      'a\r\nSet-Cookie: x=1.pdf',
      'application/pdf',
      1,
    );
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(() => new Headers({ 'Content-Disposition': disposition })).not.toThrow();
  });
});

describe('readDocumentUpload', () => {
  /** what the route below kept: nothing when the upload was refused */
  let kept: { name: string; type: string; size: number }[];
  const app = new Hono();
  app.onError(errorReply);
  // a route where something read the body before (Hono keeps that copy)
  app.use('/documents', async (c, next) => {
    if (c.req.header('x-test-read-first')) await c.req.arrayBuffer();
    await next();
  });
  app.post('/documents', async (c) => {
    const limit = c.req.header('x-test-limit');
    const upload = await readDocumentUpload(c, limit ? { maxBytes: Number(limit) } : undefined);
    const document = { name: upload.name, type: upload.type, size: upload.bytes.length };
    kept.push(document);
    return c.json(document, 201);
  });
  beforeEach(() => {
    kept = [];
  });

  const send = async (
    body: BodyInit | null,
    {
      type,
      name,
      headers = {},
    }: { type?: string; name?: string; headers?: Record<string, string> },
  ) => {
    const res = await app.request(
      name === undefined ? '/documents' : `/documents?name=${encodeURIComponent(name)}`,
      { method: 'POST', body, headers: { ...(type ? { 'content-type': type } : {}), ...headers } },
    );
    const json = await res.json();
    if (res.status >= 400) apiErrorReply.parse(json);
    return { status: res.status, body: json };
  };
  /** sends a body that comes as a stream, as a slow or endless sender's does */
  const sendStream = async (
    stream: ReadableStream<Uint8Array>,
    headers: Record<string, string>,
  ) => {
    const res = await app.request(
      new Request('http://test/documents?name=a.pdf', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/pdf', ...headers },
        duplex: 'half',
      } as RequestInit),
    );
    return { status: res.status, body: await res.json() };
  };
  const refused = async (
    reply: Promise<{ status: number; body: Record<string, unknown> }>,
    status: number,
    code: string,
    field: string,
  ) => {
    const { status: got, body } = await reply;
    expect({ status: got, code: body.code, field: body.field }).toEqual({ status, code, field });
    expect(kept).toEqual([]);
    return body;
  };

  it.each([
    ['a PDF', PDF, 'application/pdf', 'invoice.pdf'],
    ['a PNG', PNG, 'image/png', 'seal.png'],
    ['a JPEG', JPEG, 'image/jpeg', 'container door.jpg'],
  ] as const)(
    'takes %s as the body, its type proved by its bytes',
    async (_n, file, type, name) => {
      const res = await send(file, { type, name });
      expect(res).toEqual({ status: 201, body: { name, type, size: file.length } });
      expect(kept).toEqual([{ name, type, size: file.length }]);
    },
  );

  it('takes a type claimed with parameters, or not claimed at all (the bytes decide)', async () => {
    expect(
      (await send(PDF, { type: 'Application/PDF; charset=binary', name: 'a.pdf' })).status,
    ).toBe(201);
    expect(
      (await send(PNG, { type: 'application/octet-stream', name: 'b.png' })).body,
    ).toMatchObject({
      type: 'image/png',
    });
    expect((await send(JPEG, { name: 'c.jpg' })).body).toMatchObject({ type: 'image/jpeg' });
  });

  it('cleans the name, and gives one where none came', async () => {
    const hostile = [
      ['.htaccess', 'htaccess.pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
      ['ใบแจ้งหนี้ 提单.pdf', 'ใบแจ้งหนี้ 提单.pdf'],
      [`${'z'.repeat(500)}.pdf`, `${'z'.repeat(DOCUMENT_NAME_MAX - 4)}.pdf`],
      ['scan.png', 'scan.pdf'],
    ];
    for (const [name, cleaned] of hostile) {
      expect((await send(PDF, { type: 'application/pdf', name })).body.name).toBe(cleaned);
    }
    expect((await send(PDF, { type: 'application/pdf' })).body.name).toBe('document.pdf');
    expect((await send(PNG, { type: 'image/png', name: '' })).body.name).toBe('document.png');
  });

  it.each([
    ['a path', '../../etc/passwd', 'invalidValue'],
    ['a Windows path', 'C:\\x\\evil.exe', 'invalidValue'],
    ['a folder', 'scans/invoice.pdf', 'invalidValue'],
    ['a NUL character', 'a\u0000b.pdf', 'invalidValue'],
    ['a line break', 'a\nb.pdf', 'invalidValue'],
    ['a name of 1001 characters', 'n'.repeat(1001), 'tooLong'],
  ])('refuses a name with %s: 422 naming `name`, nothing kept', async (_n, name, code) => {
    await refused(send(PDF, { type: 'application/pdf', name }), 422, code, 'name');
  });

  it.each([
    ['a renamed program declared a PDF', EXE, 'application/pdf'],
    ['a renamed program with no type', EXE, undefined],
    ['text declared a PDF', TEXT, 'application/pdf'],
    ['a GIF declared a PNG', GIF, 'image/png'],
    ['a WebP declared a JPEG', WEBP, 'image/jpeg'],
    ['a PNG declared a PDF', PNG, 'application/pdf'],
    ['a PDF declared a JPEG', PDF, 'image/jpeg'],
    ['a GIF declared a GIF', GIF, 'image/gif'],
    ['a program declared a program', EXE, 'application/x-msdownload'],
    ['JSON', encode('{"file":"x"}'), 'application/json'],
    ['a form', encode('--x\r\n\r\n%PDF-1.7\r\n--x--'), 'multipart/form-data; boundary=x'],
  ])('refuses %s: 415 unsupportedDocument naming `file`, nothing kept', async (_n, file, type) => {
    const body = await refused(
      send(file, { type, name: 'invoice.pdf' }),
      415,
      'unsupportedDocument',
      'file',
    );
    expect(body.error).toMatch(/^file: .*(PDF, PNG or JPEG|not the declared)/);
  });

  it('says which type the bytes are when they are not the one declared', async () => {
    const { body } = await send(PNG, { type: 'application/pdf', name: 'a.pdf' });
    expect(body.error).toBe(
      "file: the file's content is image/png, not the declared application/pdf",
    );
  });

  it('refuses an empty body: 422 required naming `file`', async () => {
    await refused(
      send(new Uint8Array(0), { type: 'application/pdf', name: 'a.pdf' }),
      422,
      'required',
      'file',
    );
    await refused(send(null, { name: 'a.pdf' }), 422, 'required', 'file');
  });

  it('takes DOCUMENT_MAX_BYTES, and refuses one byte more with 413 naming `file` and the limit', async () => {
    const fits = await send(pdfOf(DOCUMENT_MAX_BYTES), {
      type: 'application/pdf',
      name: 'scan.pdf',
    });
    expect(fits).toEqual({
      status: 201,
      body: { name: 'scan.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES },
    });
    kept = [];
    const body = await refused(
      send(pdfOf(DOCUMENT_MAX_BYTES + 1), { type: 'application/pdf', name: 'scan.pdf' }),
      413,
      'bodyTooLarge',
      'file',
    );
    expect(body).toMatchObject({
      limit: DOCUMENT_MAX_BYTES,
      error: 'file: the file is larger than 20 MB',
    });
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(pdfOf(10));
        controller.close();
      },
    });
    const res = await sendStream(stream, {
      'content-length': String(DOCUMENT_MAX_BYTES + 1),
      'x-test-limit': String(DOCUMENT_MAX_BYTES),
    });
    expect(res).toMatchObject({
      status: 413,
      body: { code: 'bodyTooLarge', field: 'file', limit: DOCUMENT_MAX_BYTES },
    });
    expect(pulled).toBeLessThanOrEqual(1);
    expect(kept).toEqual([]);
  });

  it('stops reading a body of no declared length as soon as it passes the limit', async () => {
    const chunk = 64 * 1024;
    let pulled = 0;
    // a sender that would go on for ever
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled++ === 0 ? pdfOf(chunk) : new Uint8Array(chunk));
      },
    });
    const res = await sendStream(stream, { 'x-test-limit': String(4 * chunk) });
    expect(res).toMatchObject({
      status: 413,
      body: { code: 'bodyTooLarge', field: 'file', limit: 4 * chunk },
    });
    expect(pulled).toBeLessThanOrEqual(8);
    expect(kept).toEqual([]);
  });

  it('answers 400 naming `file` when the sender goes away mid-way', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === 0) controller.enqueue(pdfOf(1000));
        else controller.error(new Error('connection reset'));
      },
    });
    const res = await sendStream(stream, {});
    expect(res).toMatchObject({ status: 400, body: { code: 'badRequest', field: 'file' } });
    expect(kept).toEqual([]);
  });

  it('reads a body that was read before, within the same limit', async () => {
    const headers = { 'x-test-read-first': '1', 'x-test-limit': '1000' };
    const res = await send(PDF, { type: 'application/pdf', name: 'a.pdf', headers });
    expect(res).toEqual({
      status: 201,
      body: { name: 'a.pdf', type: 'application/pdf', size: PDF.length },
    });
    kept = [];
    await refused(send(pdfOf(1001), { name: 'a.pdf', headers }), 413, 'bodyTooLarge', 'file');
  });

  it('names a limit that is not whole megabytes in bytes', async () => {
    const body = await refused(
      send(pdfOf(1001), {
        type: 'application/pdf',
        name: 'a.pdf',
        headers: { 'x-test-limit': '1000' },
      }),
      413,
      'bodyTooLarge',
      'file',
    );
    expect(body).toMatchObject({ limit: 1000, error: 'file: the file is larger than 1000 bytes' });
  });
});
