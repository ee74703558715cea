import type { CheckpointReward } from '../auth/contract';
import { requireRule } from '../../platform/guard';
import { accountOf } from '../auth';
import type { ApiDeps } from '../deps';
import { apiRouter } from '../../platform/router';

/**
 * The checkpoint reward of the signed-in user (docs/product.md sections 3 and 7): their name and
 * how far they are towards this month's delivery target, in percent (demo figure, fixed per user).
 */
export function checkpointProgress(userId: number): number {
  return 40 + ((userId * 7919) % 600) / 10;
}

export function userRoutes(deps: ApiDeps) {
  return apiRouter().get('/user/checkpoint-reward', requireRule(deps, 'public'), async (c) => {
    const user = await accountOf(c);
    const reward: CheckpointReward = {
      userName: user.displayName,
      progress: checkpointProgress(user.id),
    };
    return c.json(reward);
  });
}
