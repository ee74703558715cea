import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app';
import { PICTURE_MAX_BYTES } from '../../contract/pictures';
import {
  expectImpossibleId,
  impossibleIds,
  storeKinds,
  useTestApi,
  type TestApi,
} from '../../test/harness';

const USERS = '/api/user-management/users';
const bytes = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));

/** A 1x1 picture in each accepted format, and files that are not one. */
const PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
const JPEG = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const WEBP = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const GIF = bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const TEXT = new TextEncoder().encode('not a picture at all, only a text file renamed .png');

describe.each(storeKinds())('avatars (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  let api: TestApi;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    ({ api, editor } = ctx);
    admin = await api.tokenFor('admin');
  });

  const upload = (path: string, body: Uint8Array<ArrayBuffer>, type: string, token = admin) =>
    api.request('PUT', path, { token, rawBody: body, headers: { 'content-type': type } });
  /** the picture as an <img> reads it: no token, the bytes */
  async function picture(url: string) {
    const res = await createApi(api.deps).request(url);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  const person = async (id: number) =>
    (await api.request('GET', `${USERS}/${id}`, { token: admin })).body;

  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ] as const)(
    'stores a %s picture and serves it to anyone, by a new URL each time',
    async (type, image) => {
      const before = await person(270);
      const res = await upload(`${USERS}/270/avatar`, image, type);
      expect(res.status).toBe(200);
      expect(res.body.avatar).toMatch(/^\/api\/avatars\/270\?v=\d+$/);
      expect(res.body.avatar).not.toBe(before.avatar);
      expect((await person(270)).avatar).toBe(res.body.avatar);
      const served = await picture(res.body.avatar);
      expect(served.res.status).toBe(200);
      expect(served.res.headers.get('content-type')).toBe(type);
      expect(served.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.bytes).toEqual(image);
    },
  );

  it.each([
    ['a GIF', GIF, 'image/gif', 415],
    ['a GIF said to be a PNG', GIF, 'image/png', 422],
    ['a text file renamed .png', TEXT, 'image/png', 422],
    ['an empty body', new Uint8Array(0), 'image/png', 422],
    ['a PNG without a type', PNG, 'application/octet-stream', 415],
  ])('refuses %s with unsupportedImage and changes nothing', async (_name, body, type, status) => {
    const stored = await upload(`${USERS}/271/avatar`, PNG, 'image/png');
    const res = await upload(`${USERS}/271/avatar`, body, type);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe('unsupportedImage');
    expect(res.body.error).toMatch(/PNG, JPEG or WebP image of at most 2 MB/);
    expect((await person(271)).avatar).toBe(stored.body.avatar);
    expect((await picture(stored.body.avatar)).bytes).toEqual(PNG);
  });

  it('refuses a picture of 2 MB and one byte with bodyTooLarge naming the limit, and takes 2 MB', async () => {
    const before = (await person(272)).avatar;
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(`${USERS}/272/avatar`, big, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'bodyTooLarge', limit: PICTURE_MAX_BYTES });
    expect(res.body.error).toMatch(/2 MB/);
    expect((await person(272)).avatar).toBe(before);
    // exactly 2 MB passes: the API's general limit of 1 MB does not apply here
    const fits = await upload(`${USERS}/272/avatar`, big.slice(0, PICTURE_MAX_BYTES), 'image/png');
    expect(fits.status).toBe(200);
    expect((await picture(fits.body.avatar)).bytes.length).toBe(PICTURE_MAX_BYTES);
    // other routes keep the 1 MB limit
    const other = await api.request('POST', `${USERS}/272`, {
      token: admin,
      body: { user: { name: 'x'.repeat(1024 * 1024 + 1) } },
    });
    expect(other.status).toBe(413);
  });

  it('lets only an admin set or remove another person’s picture', async () => {
    const before = (await person(273)).avatar;
    expect((await upload(`${USERS}/273/avatar`, PNG, 'image/png', editor)).status).toBe(403);
    const visitor = await api.tokenFor('public');
    expect((await upload(`${USERS}/273/avatar`, PNG, 'image/png', visitor)).status).toBe(403);
    expect((await api.request('PUT', `${USERS}/273/avatar`, { rawBody: PNG })).status).toBe(401);
    expect((await api.request('DELETE', `${USERS}/273/avatar`, { token: editor })).status).toBe(
      403,
    );
    expect((await person(273)).avatar).toBe(before);
  });

  it('lets a signed-in person set and remove their own picture', async () => {
    const visitor = await api.tokenFor('public');
    const me = await api.request('GET', '/api/auth/me', { token: visitor });
    const id = me.body.userData.uid as number;
    const res = await upload('/api/account/avatar', JPEG, 'image/jpeg', visitor);
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(new RegExp(`^/api/avatars/${id}\\?v=\\d+$`));
    expect((await person(id)).avatar).toBe(res.body.avatar);
    expect((await picture(res.body.avatar)).bytes).toEqual(JPEG);
    const gone = await api.request('DELETE', '/api/account/avatar', { token: visitor });
    expect(gone.status).toBe(200);
    expect(gone.body.avatar).toMatch(/^\/images\/avatars\/avatar-\d\d\.svg$/);
    expect((await person(id)).avatar).toBe(gone.body.avatar);
    expect((await picture(`/api/avatars/${id}`)).res.status).toBe(404);
    expect((await api.request('PUT', '/api/account/avatar', { rawBody: PNG })).status).toBe(401);
  });

  it('removes a picture: the default avatar again, 404 for the picture, and a new version after', async () => {
    const first = await upload(`${USERS}/274/avatar`, PNG, 'image/png');
    const gone = await api.request('DELETE', `${USERS}/274/avatar`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.avatar).toMatch(/^\/images\/avatars\/avatar-\d\d\.svg$/);
    expect((await person(274)).avatar).toBe(gone.body.avatar);
    const missing = await picture(first.body.avatar);
    expect(missing.res.status).toBe(404);
    // a later picture never takes a URL a browser may have cached for the old one
    const again = await upload(`${USERS}/274/avatar`, WEBP, 'image/webp');
    expect(again.body.avatar).not.toBe(first.body.avatar);
    // removing twice is no error
    expect((await api.request('DELETE', `${USERS}/274/avatar`, { token: admin })).status).toBe(200);
    expect((await api.request('DELETE', `${USERS}/274/avatar`, { token: admin })).status).toBe(200);
  });

  it('answers 404 for an unknown person or a person without a picture, and 422 for an impossible id', async () => {
    expect((await upload(`${USERS}/9999/avatar`, PNG, 'image/png')).status).toBe(404);
    expect((await api.request('DELETE', `${USERS}/9999/avatar`, { token: admin })).status).toBe(
      404,
    );
    const none = await picture('/api/avatars/275');
    expect(none.res.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(none.bytes)).code).toBe('notFound');
    expect((await picture('/api/avatars/9999')).res.status).toBe(404);
    for (const bad of impossibleIds) {
      expectImpossibleId(await api.request('GET', `/api/avatars/${bad}`));
      expectImpossibleId(await upload(`${USERS}/${bad}/avatar`, PNG, 'image/png'));
    }
  });
});
