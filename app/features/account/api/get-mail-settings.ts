import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-mail/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';

export const MAIL_SETTINGS_KEY = ['account', 'mail-settings'] as const;

/**
 * GET /api/portal/mail-settings: the person's choice of shipment status mail (every change, only
 * delays and delivery, none) and whether this server sends mail at all. 403 noCompany for anyone
 * not of a customer company: the settings then show no such section.
 */
export const getMailSettings = () => apiRequest(endpoints.getMailSettings);

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: getMailSettings,
    // a refusal (noCompany) will not change by asking again
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export const useMailSettings = () => useQuery(mailSettingsQueryOptions());

/** The answer meant "not a customer company's person": nothing to show, not an error. */
export const isNoCompany = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'noCompany';
