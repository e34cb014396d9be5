import { RESTAURANT_NOTICES } from '@hotel/domain';

/** The spec's success texts (operations §8), shown even if a server words them differently. */
export const SPEC_MESSAGES = {
  paymentMethodUpdated: RESTAURANT_NOTICES.PAYMENT_METHOD_UPDATED,
  orderAccepted: RESTAURANT_NOTICES.ORDER_ACCEPTED,
  reconfirmRequested: RESTAURANT_NOTICES.RECONFIRMATION_REQUESTED,
  ticketReady: RESTAURANT_NOTICES.ORDER_READY_TO_SERVE,
} as const;
