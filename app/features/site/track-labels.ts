import type { ShipmentStatus } from '../../../api/modules/shipments/contract';

/**
 * The words of the tracking page's island (app/islands/track-page.ts), in the page's language:
 * written into the page at prerender by pages/track.tsx (`data-labels`), so the island needs no
 * i18next. `{{name}}` marks a value the island puts in (`fillLabel`).
 */
export interface TrackPageLabels {
  statuses: Record<ShipmentStatus, string>;
  sentences: Record<ShipmentStatus, string>;
  canceledBadge: string;
  canceled: string;
  /** `{{percent}}` */
  progress: string;
  arrival: string;
  deliveredOn: string;
  noArrival: string;
  /** `{{status}}`, `{{place}}` */
  newEvent: string;
  /** `{{number}}` */
  notFound: string;
  /** `{{number}}` */
  mistyped: string;
  /** by plural category (Intl.PluralRules), `{{count}}` seconds */
  rateLimited: Partial<Record<Intl.LDMLPluralRule, string>>;
}

/** `text` with each `{{name}}` replaced by its value. */
export function fillLabel(text: string, values: Record<string, string>): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The messages of the "Follow this shipment by e-mail" form (components/track-follow.tsx writes
 * them into its `data-messages`; app/islands/track-follow.ts shows them).
 */
export interface TrackFollowMessages {
  /** the address left empty */
  required: string;
  /** the server found no address in it (422 on `email`) */
  invalid: string;
  /** longer than the server takes: `{{count}}` characters at most */
  tooLong: string;
  /** the number refused (422 on `number`) */
  number: string;
  /** 429: too many requests for the address, or from the network */
  rateLimited: string;
  /** no answer */
  failed: string;
}
