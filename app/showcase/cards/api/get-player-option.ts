import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/card/card-basic/player-option: poster, sources and playback rates of the video card. */
export const getPlayerOption = () => apiRequest(endpoints.getPlayerOption);

export const playerOptionQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'player-option'], queryFn: getPlayerOption });

export const usePlayerOption = () => useQuery(playerOptionQueryOptions());
