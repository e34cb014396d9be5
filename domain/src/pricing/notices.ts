// Success notices of the pricing area (the hotel's taxes answer the restaurant's TAX_* notices, the same texts).
import type { Catalogue } from '../messages/message.js';

export const PRICING_NOTICES = {
  CHANNEL_PRICE_CREATED: 'Channel price created successfully',
  CHANNEL_PRICE_UPDATED: 'Channel price updated successfully',
  CHANNEL_PRICE_DELETED: 'Channel price deleted successfully',
  SEASONAL_PRICE_CREATED: 'Seasonal price created successfully',
  SEASONAL_PRICE_UPDATED: 'Seasonal price updated successfully',
  SEASONAL_PRICE_DELETED: 'Seasonal price deleted successfully',
  DAY_PRICE_CREATED: 'Day price created successfully',
  DAY_PRICE_UPDATED: 'Day price updated successfully',
  DAY_PRICE_DELETED: 'Day price deleted successfully',
  OFFER_CREATED: 'Offer created successfully',
  OFFER_UPDATED: 'Offer updated successfully',
  OFFER_DELETED: 'Offer deleted successfully',
  CHILD_POLICY_CREATED: 'Child policy created successfully',
  CHILD_POLICY_UPDATED: 'Child policy updated successfully',
  CHILD_POLICY_DELETED: 'Child policy deleted successfully',
  CANCELLATION_POLICY_CREATED: 'Cancellation policy created successfully',
  CANCELLATION_POLICY_UPDATED: 'Cancellation policy updated successfully',
  CANCELLATION_POLICY_DELETED: 'Cancellation policy deleted successfully',
  EXCHANGE_RATE_CREATED: 'Exchange rate created successfully',
  EXCHANGE_RATE_UPDATED: 'Exchange rate updated successfully',
  EXCHANGE_RATE_DELETED: 'Exchange rate deleted successfully',
  RATE_CHANGE_SAVED: 'The price change was saved',
} as const satisfies Catalogue;
