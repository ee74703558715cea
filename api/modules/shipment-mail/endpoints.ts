import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import { trackingNumberParamSchema } from '../shipments/contract';
import {
  confirmFollowBody,
  confirmFollowReply,
  followShipmentBody,
  mailSettingsSchema,
  unsubscribeQuery,
  updateMailSettingsBody,
} from './contract';

/**
 * Shipment status mail (the rules of each are in ./contract.ts): a visitor follows a shipment
 * from its public tracking page (no account; rate-limited), every mail's one-click
 * unsubscribe, and a customer company's person's own choice.
 */

export const followShipment = endpoint({
  method: 'POST',
  path: '/api/track/:number/follow',
  summary: 'Follow a shipment by e-mail: a confirmation mail with a single-use link is sent',
  access: 'anyone',
  params: z.object({ number: trackingNumberParamSchema }),
  body: followShipmentBody,
  reply: okReply,
  status: 202,
  errors: {
    422: ['invalidFormat', 'mistypedNumber', 'required', 'invalidType'],
    429: ['tooManyAttempts'],
  },
});

export const confirmFollow = endpoint({
  method: 'POST',
  path: '/api/track/follow/confirm',
  summary: "Confirm a follow request with its mail's link (once)",
  access: 'anyone',
  body: confirmFollowBody,
  reply: confirmFollowReply,
  errors: { 404: ['invalidLink'] },
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/mail/unsubscribe',
  summary: "Stop a status mail's mails with its one-click link (RFC 8058)",
  access: 'anyone',
  query: unsubscribeQuery,
  reply: okReply,
  errors: { 404: ['invalidLink'] },
});

export const getMailSettings = endpoint({
  method: 'GET',
  path: '/api/portal/mail-settings',
  summary: "The reader's choice of shipment status mail",
  access: 'public',
  reply: mailSettingsSchema,
  errors: { 403: ['noCompany'] },
});

export const updateMailSettings = endpoint({
  method: 'PUT',
  path: '/api/portal/mail-settings',
  summary: "Change the reader's choice of shipment status mail",
  access: 'public',
  body: updateMailSettingsBody,
  reply: mailSettingsSchema,
  errors: { 403: ['noCompany'] },
});
