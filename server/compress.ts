import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Compression of the server's replies, brotli or gzip as the request's Accept-Encoding allows
 * (docs/decisions/0043-compression.md).
 * - Text formats only: HTML, CSS, JavaScript, JSON, SVG, XML, plain text. Formats that are
 *   compressed already (woff2, png, webp, jpg, webm) pass untouched, and so does anything under
 *   1 KiB, a reply with a Content-Encoding, `Cache-Control: no-transform`, a partial reply (206),
 *   a HEAD request (it has no body to measure) and the replies of /api/auth (they carry tokens:
 *   no compression next to secrets, BREACH).
 * - The build's files and pages are compressed at their first request, quickly for that request
 *   and at the best ratio in the background for every later one, and kept in memory by the SHA-256
 *   of their bytes (the build is a finite set of files; every path the SPA fallback answers is one
 *   body). API replies are compressed per reply, quickly.
 * - An encoded reply has the encoded Content-Length, an ETag of its own (the encoding appended)
 *   and no Accept-Ranges (the ranges would count the other representation's bytes); every reply
 *   that could be encoded says `Vary: Accept-Encoding`.
 */

export type Encoding = 'br' | 'gzip';

const THRESHOLD_BYTES = 1024;
/** the most the cache of compressed build files holds (the build is about 2 MB of text) */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const COMPRESSIBLE =
  /^\s*(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:javascript|json|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with, from Accept-Encoding: the highest q of br and gzip (`*` stands for
 * both); brotli on a tie; none when neither is acceptable (q=0 refuses).
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** `best`: once per build file, kept; `fast`: per API reply and a build file's first request. */
export function compressBytes(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: 'best' | 'fast',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: effort === 'best' ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

function addVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Another representation, another entity tag: "x" → "x-br", W/"x" → W/"x-br". */
function encodedEtag(etag: string, encoding: Encoding) {
  return etag.replace(/"$/, `-${encoding}"`);
}

export function compression(): MiddlewareHandler {
  // build files by the hash of their bytes and the encoding; a promise, so that parallel first
  // requests of one file compress it once
  const cache = new Map<string, Promise<Buffer>>();
  let cachedBytes = 0;

  function compressBuildFile(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha256').update(bytes).digest('base64')}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const fast = compressBytes(bytes, encoding, 'fast');
    if (cachedBytes + bytes.length > CACHE_MAX_BYTES) return fast;
    cachedBytes += bytes.length;
    cache.set(key, fast);
    // the first request does not wait for the best ratio (brotli 11 takes a few hundred ms for
    // the largest chunk): it is computed in the background and serves every later request
    fast
      .then(() => compressBytes(bytes, encoding, 'best'))
      .then(
        (best) => cache.set(key, Promise.resolve(best)),
        () => cache.delete(key),
      );
    return fast;
  }

  return async (c, next) => {
    await next();
    const res = c.res;
    // `res.body` is read last: reading it turns the server's lightweight reply into a stream,
    // which costs more than a small reply itself (docs/decisions/0046)
    if (
      res.status !== 200 ||
      res.headers.has('Content-Encoding') ||
      !isCompressible(res.headers.get('Content-Type')) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      c.req.path.startsWith('/api/auth/')
    ) {
      return;
    }
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < THRESHOLD_BYTES) return;
    addVary(res.headers);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD' || !res.body) return;

    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < THRESHOLD_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    const fromBuild = !c.req.path.startsWith('/api/');
    const encoded = fromBuild
      ? await compressBuildFile(bytes, encoding)
      : await compressBytes(bytes, encoding, 'fast');
    // Hono copies the old reply's headers onto the new one: change them after the swap.
    c.res = new Response(new Uint8Array(encoded), res);
    const headers = c.res.headers;
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.length));
    headers.delete('Accept-Ranges');
    const etag = headers.get('ETag');
    if (etag) headers.set('ETag', encodedEtag(etag, encoding));
  };
}
