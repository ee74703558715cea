import { endpoint } from '../../contract/endpoint';
import { checkpointRewardSchema } from '../auth/contract';

/**
 * The signed-in person's own figures (docs/product.md sections 3 and 7); the module has no
 * contract of its own: its reply's schema is the auth module's.
 */
export const getCheckpointReward = endpoint({
  method: 'GET',
  path: '/api/user/checkpoint-reward',
  summary: "The signed-in person's name and progress towards this month's delivery target",
  access: 'public',
  reply: checkpointRewardSchema,
});
