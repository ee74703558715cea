import { endpointRoutes } from '../../platform/endpoint-routes';
import { pictureBodyLimit, pictureReply, readPicture } from '../../platform/pictures';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { avatarService } from './service';

/**
 * People's pictures (./endpoints.ts declares each path; docs/product.md section 7): an admin sets
 * anyone's, a signed-in person their own; anyone reads one without a token (an <img> sends none;
 * a picture is shown to everyone signed in and in mail), by a URL that changes with each upload.
 * An upload's body limit is the route's own (api/app.ts skips the general 1 MB for these paths).
 */
export function avatarRoutes(deps: ApiDeps) {
  const service = avatarService(deps);
  const limit = pictureBodyLimit();
  return endpointRoutes(deps)
    .on(endpoints.uploadPersonAvatar, limit, async (c, { params }) =>
      service.upload(params.id, await readPicture(c)),
    )
    .on(endpoints.removePersonAvatar, async (_c, { params }) => service.remove(params.id))
    .on(endpoints.uploadOwnAvatar, limit, async (c) =>
      service.upload(c.get('principal').id, await readPicture(c)),
    )
    .on(endpoints.removeOwnAvatar, async (c) => service.remove(c.get('principal').id))
    .on(endpoints.getAvatar, async (c, { params }) =>
      pictureReply(c, deps.stores.avatars, params.id, 'user'),
    ).router;
}
