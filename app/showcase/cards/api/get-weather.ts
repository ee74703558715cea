import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The place whose weather the weather card shows (the API knows this one only). */
export const DEMO_WEATHER_PLACE_ID = 76;

/** GET /api/place/{id}/weather: current conditions and a five-day forecast, in °C. */
export const getWeather = (placeId: number) =>
  apiRequest(endpoints.getDemoWeather, { id: placeId });

export const weatherQueryOptions = (placeId = DEMO_WEATHER_PLACE_ID) =>
  queryOptions({ queryKey: ['cards', 'weather', placeId], queryFn: () => getWeather(placeId) });

export const useWeather = (placeId = DEMO_WEATHER_PLACE_ID) =>
  useQuery(weatherQueryOptions(placeId));
