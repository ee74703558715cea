import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '../../contract/avatars';
import { requireRule } from '../../platform/guard';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../../platform/types';
import { idParam } from '../../platform/validate';
import { avatarService, avatarTooLarge } from './service';

/**
 * The two uploads, whose body is the image (up to 2 MB): the API's general body limit of 1 MB
 * (api/app.ts) skips them, and their own route applies 2 MB.
 */
export const isAvatarUpload = (method: string, path: string) =>
  method === 'PUT' && /^\/api\/(user-management\/users\/[^/]+|account)\/avatar\/?$/.test(path);

/**
 * People's pictures (docs/product.md section 7): an admin sets anyone's, a signed-in person their
 * own; anyone reads one without a token (an <img> sends none; a picture is shown to everyone
 * signed in and in mail), by a URL that changes with each upload.
 */
export function avatarRoutes(deps: ApiDeps) {
  const service = avatarService(deps);
  const admins = requireRule(deps, 'admin');
  const signedIn = requireRule(deps, 'public');
  const limit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES,
    onError: () => {
      throw avatarTooLarge();
    },
  });
  const bytesOf = async (c: Context) => new Uint8Array(await c.req.arrayBuffer());
  const upload = async (c: Context, personId: number) =>
    c.json(await service.upload(personId, c.req.header('content-type'), await bytesOf(c)));
  return apiRouter()
    .put('/user-management/users/:id/avatar', admins, limit, (c) => upload(c, idParam(c)))
    .delete('/user-management/users/:id/avatar', admins, async (c) =>
      c.json(await service.remove(idParam(c))),
    )
    .put('/account/avatar', signedIn, limit, (c) => upload(c, c.get('principal').id))
    .delete('/account/avatar', signedIn, async (c) =>
      c.json(await service.remove(c.get('principal').id)),
    )
    .get('/avatars/:id', async (c) => {
      const picture = await service.read(idParam(c));
      return c.body(picture.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': picture.contentType,
        'Content-Length': String(picture.bytes.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
