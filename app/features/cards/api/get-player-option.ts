import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerOptionSchema } from '../../../../api/modules/demo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** GET /api/card/card-basic/player-option: poster, sources and playback rates of the video card. */
export const getPlayerOption = () =>
  apiRequestByPath('GET', '/api/card/card-basic/player-option', playerOptionSchema);

export const playerOptionQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'player-option'], queryFn: getPlayerOption });

export const usePlayerOption = () => useQuery(playerOptionQueryOptions());
