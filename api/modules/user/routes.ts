import type { CheckpointReward } from '../auth/contract';
import { accountOf } from '../auth';
import type { ApiDeps } from '../deps';
import { endpointRoutes } from '../../platform/endpoint-routes';
import * as endpoints from './endpoints';

/**
 * The checkpoint reward of the signed-in user (docs/product.md sections 3 and 7): their name and
 * how far they are towards this month's delivery target, in percent (demo figure, fixed per user).
 */
export function checkpointProgress(userId: number): number {
  return 40 + ((userId * 7919) % 600) / 10;
}

/** ./endpoints.ts declares each path. */
export function userRoutes(deps: ApiDeps) {
  return endpointRoutes(deps).on(endpoints.getCheckpointReward, async (c) => {
    const user = await accountOf(c);
    const reward: CheckpointReward = {
      userName: user.displayName,
      progress: checkpointProgress(user.id),
    };
    return reward;
  }).router;
}
