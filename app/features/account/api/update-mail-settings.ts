import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MailSettings,
  ShipmentMailChoice,
} from '../../../../api/modules/shipment-mail/contract';
import * as endpoints from '../../../../api/modules/shipment-mail/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { MAIL_SETTINGS_KEY } from './get-mail-settings';

/** PUT /api/portal/mail-settings {shipmentMail}: the person's new choice; answers the settings. */
export const updateMailSettings = (shipmentMail: ShipmentMailChoice) =>
  apiRequest(endpoints.updateMailSettings, {}, { shipmentMail });

/** The saved choice shows at once (the reply), and the settings are asked for again. */
export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: (reply) => {
      queryClient.setQueryData<MailSettings>(MAIL_SETTINGS_KEY, reply);
      return queryClient.invalidateQueries({ queryKey: MAIL_SETTINGS_KEY });
    },
  });
}
