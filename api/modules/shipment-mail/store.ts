import type { NewOutboxMessage } from '../../platform/outbox';
import type { CompanyMailLanguage } from '../companies/contract';
import type { ShipmentMailChoice } from './contract';

/** A visitor who follows a shipment by e-mail, confirmed. */
export interface ShipmentFollower {
  id: number;
  shipmentId: number;
  email: string;
  language: CompanyMailLanguage;
}

/** A follow request as the service makes it: the address lower-cased, the token's hash. */
export interface FollowRequest {
  shipmentId: number;
  email: string;
  language: CompanyMailLanguage;
  tokenHash: string;
  at: Date;
  /** the confirmation mail, queued in the same write when the address does not follow yet */
  mail: NewOutboxMessage;
}

/**
 * Who asked for a shipment's status mails (docs/decisions/0075): followers of a shipment, and
 * each company person's choice. Two adapters: ./memory-store.ts and ./sql-store.server.ts.
 */
export interface ShipmentMailStore {
  /**
   * Records a follow request: a new address (or one whose earlier request was not confirmed)
   * gets a new token and the confirmation mail is queued with it; an address that already
   * follows is left as it is and nothing is queued ('following').
   */
  requestFollow(request: FollowRequest): Promise<'queued' | 'following'>;
  /**
   * Confirms the request of this token if it was made after `since`: the token is used up.
   * Answers the shipment's id, undefined when there is no such request.
   */
  confirmFollow(tokenHash: string, since: Date, at: Date): Promise<number | undefined>;
  /** the follower, confirmed or not; undefined when there is none */
  getFollower(id: number): Promise<ShipmentFollower | undefined>;
  /** false when there was none */
  removeFollower(id: number): Promise<boolean>;
  /** a shipment's confirmed followers, by id */
  followers(shipmentId: number): Promise<ShipmentFollower[]>;
  /** the person's choice; undefined when they never chose (DEFAULT_SHIPMENT_MAIL) */
  choiceOf(personId: number): Promise<ShipmentMailChoice | undefined>;
  /** several people's choices at once (those who never chose are left out) */
  choicesOf(personIds: readonly number[]): Promise<Map<number, ShipmentMailChoice>>;
  setChoice(personId: number, choice: ShipmentMailChoice): Promise<void>;
}
