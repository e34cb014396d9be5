// Every refusal the product answers, in one catalogue merged from the areas' (each beside its
// rules). RefusalReason is the GraphQL enum of the same name: the upstream sends it as the
// envelope's `reason`, the BFF as `extensions.reason`, and the web's English translations are
// REFUSALS itself.
import { ACCESS_REFUSALS } from '../access/refusals.js';
import { AUDIT_REFUSALS } from '../audit/refusals.js';
import { AUTH_REFUSALS } from '../auth/refusals.js';
import { HOTEL_REFUSALS } from '../hotel/refusals.js';
import { NOTIFICATION_REFUSALS } from '../notification/refusals.js';
import { PEOPLE_REFUSALS } from '../people/refusals.js';
import { RESTAURANT_ADMIN_REFUSALS } from '../restaurant-admin/refusals.js';
import { RESTAURANT_REFUSALS } from '../restaurant/refusals.js';
import { SETTINGS_REFUSALS } from '../settings/refusals.js';
import { ROOM_REFUSALS } from '../room/refusals.js';
import { CHANNEL_REFUSALS } from '../channel/refusals.js';
import { PRICING_REFUSALS } from '../pricing/refusals.js';
import { RESERVATION_REFUSALS } from '../reservation/refusals.js';
import { INVENTORY_REFUSALS } from '../inventory/refusals.js';
import { RECEIPT_REFUSALS } from '../receipt/refusals.js';
import { GUEST_REFUSALS } from '../guest/refusals.js';
import { FOLIO_REFUSALS } from '../folio/refusals.js';
import { INVOICE_REFUSALS } from '../invoice/refusals.js';
import { COMMON_REFUSALS } from './common-refusals.js';
import { fillMessage, type MessageParams, type Refusal } from './message.js';

export const REFUSALS = {
  ...COMMON_REFUSALS,
  ...AUTH_REFUSALS,
  ...HOTEL_REFUSALS,
  ...ACCESS_REFUSALS,
  ...PEOPLE_REFUSALS,
  ...SETTINGS_REFUSALS,
  ...AUDIT_REFUSALS,
  ...NOTIFICATION_REFUSALS,
  ...RESTAURANT_REFUSALS,
  ...RESTAURANT_ADMIN_REFUSALS,
  ...ROOM_REFUSALS,
  ...CHANNEL_REFUSALS,
  ...PRICING_REFUSALS,
  ...RESERVATION_REFUSALS,
  ...INVENTORY_REFUSALS,
  ...GUEST_REFUSALS,
  ...FOLIO_REFUSALS,
  ...INVOICE_REFUSALS,
  ...RECEIPT_REFUSALS,
} as const;

export type RefusalReason = keyof typeof REFUSALS;

/** Every area's catalogue, for the test that no key is defined twice (a spread keeps the last). */
export const REFUSAL_CATALOGUES = {
  COMMON_REFUSALS,
  AUTH_REFUSALS,
  HOTEL_REFUSALS,
  ACCESS_REFUSALS,
  PEOPLE_REFUSALS,
  SETTINGS_REFUSALS,
  AUDIT_REFUSALS,
  NOTIFICATION_REFUSALS,
  RESTAURANT_REFUSALS,
  RESTAURANT_ADMIN_REFUSALS,
  ROOM_REFUSALS,
  CHANNEL_REFUSALS,
  PRICING_REFUSALS,
  RESERVATION_REFUSALS,
  INVENTORY_REFUSALS,
  GUEST_REFUSALS,
  FOLIO_REFUSALS,
  INVOICE_REFUSALS,
  RECEIPT_REFUSALS,
} as const;

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, value);
}

/** A refusal's English text with its values filled in. */
export function refusalText(reason: RefusalReason, params?: MessageParams): string {
  return fillMessage(REFUSALS[reason], params);
}

/** A refusal given as its key alone or with values. */
export type RefusalLike = RefusalReason | Refusal<RefusalReason>;

export function toRefusal(refusal: RefusalLike, params?: MessageParams): Refusal<RefusalReason> {
  if (typeof refusal !== 'string') return refusal;
  return params ? { reason: refusal, params } : { reason: refusal };
}

const BY_TEXT = new Map<string, RefusalReason>(REFUSAL_REASONS.map((reason) => [REFUSALS[reason], reason]));

/**
 * The refusal whose text (without placeholders) this is: how a contract's field rule, written as the
 * catalogue's text, is answered with its key. Texts are unique (a test keeps them so).
 */
export function reasonOfText(text: string): RefusalReason | null {
  return BY_TEXT.get(text) ?? null;
}
