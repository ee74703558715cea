import { useQueryClient } from '@tanstack/react-query';
import { LIVE_CONNECTED, useLiveEvent } from '../../lib/http/live-events';
import { PORTAL_KEY } from './api/portal-key';

/**
 * Staff changed a shipment (`shipment.changed`), or the live connection came back after a gap:
 * the portal's list and shipment on screen are read again (the company's name is not).
 */
export function usePortalLive() {
  const queryClient = useQueryClient();
  useLiveEvent(['shipment.changed', LIVE_CONNECTED], () => {
    void queryClient.invalidateQueries({
      queryKey: PORTAL_KEY,
      predicate: (query) => query.queryKey[1] !== 'company',
    });
  });
}
