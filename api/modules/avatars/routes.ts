import { requireRule } from '../../platform/guard';
import { pictureBodyLimit, pictureReply, readPicture } from '../../platform/pictures';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { idParam } from '../../platform/validate';
import { avatarService } from './service';

/**
 * People's pictures (docs/product.md section 7): an admin sets anyone's, a signed-in person their
 * own; anyone reads one without a token (an <img> sends none; a picture is shown to everyone
 * signed in and in mail), by a URL that changes with each upload.
 */
export function avatarRoutes(deps: ApiDeps) {
  const service = avatarService(deps);
  const admins = requireRule(deps, 'admin');
  const signedIn = requireRule(deps, 'public');
  const limit = pictureBodyLimit();
  return apiRouter()
    .put('/user-management/users/:id/avatar', admins, limit, async (c) =>
      c.json(await service.upload(idParam(c), await readPicture(c))),
    )
    .delete('/user-management/users/:id/avatar', admins, async (c) =>
      c.json(await service.remove(idParam(c))),
    )
    .put('/account/avatar', signedIn, limit, async (c) =>
      c.json(await service.upload(c.get('principal').id, await readPicture(c))),
    )
    .delete('/account/avatar', signedIn, async (c) =>
      c.json(await service.remove(c.get('principal').id)),
    )
    .get('/avatars/:id', (c) => pictureReply(c, deps.stores.avatars, idParam(c), 'user'));
}
