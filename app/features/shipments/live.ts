import { useQueryClient } from '@tanstack/react-query';
import { LIVE_CONNECTED, useLiveEvent } from '../../lib/http/live-events';
import { SHIPMENTS_KEY } from './api/get-shipments';

/**
 * Another member of staff changed a shipment (`shipment.changed`), or the live connection came
 * back after a gap: the lists and the shipments on screen are read again.
 */
export function useShipmentsLive() {
  const queryClient = useQueryClient();
  useLiveEvent(['shipment.changed', LIVE_CONNECTED], () => {
    void queryClient.invalidateQueries({
      queryKey: SHIPMENTS_KEY,
      predicate: (query) => query.queryKey[1] !== 'operators',
    });
  });
}
