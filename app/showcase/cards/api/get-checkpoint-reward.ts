import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLazily } from './get-lazily';

/** GET /api/user/checkpoint-reward: the signed-in person's name and progress to this month's target. */
export const getCheckpointReward = () =>
  getLazily(
    async () => (await import('../../../../api/modules/user/endpoints')).getCheckpointReward,
  );

export const checkpointRewardQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'checkpoint-reward'], queryFn: getCheckpointReward });

export const useCheckpointReward = () => useQuery(checkpointRewardQueryOptions());
