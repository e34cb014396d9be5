// Refusals of pricing (core-platform §2 Pricing and Other entries, §5 tax rate, §9 tax calculation;
// operations §9 residency, currency and the stay-day count): prices and rates out of range, child age
// bands and cancellation tiers that overlap, offers missing what they need, and a stay the catalogue
// cannot price. Each names its field where the upstream answers it.
import type { CommonRefusalReason } from '../messages/common-refusals.js';
import type { Catalogue } from '../messages/message.js';

export const PRICING_REFUSALS = {
  NEGATIVE_PRICE: 'A price must be zero or more',
  PRICE_ALREADY_SET: 'This combination already has a price; change that one instead',
  STAY_TYPE_OF_OTHER_ROOM_TYPE: 'The stay type belongs to another room type',
  CHANNEL_NOT_OF_HOTEL: 'The channel does not sell this hotel',
  SEASON_NOT_OF_HOTEL: 'The season belongs to another hotel',
  EXCHANGE_RATE_NOT_POSITIVE: 'An exchange rate must be more than zero',
  EXCHANGE_CURRENCY: 'Exchange rates are kept for USD, BTC and ETH against LKR',
  EXCHANGE_RATE_TAKEN: 'A rate for this currency already starts on this date',
  POLICY_DATE_TAKEN: 'A policy for the same rooms already starts on this date',
  PERCENT_RANGE: 'A percentage is from 0 to 100',
  AGE_RANGE: 'Ages are whole numbers from 0 to 17',
  AGE_BAND_ORDER: 'The last age must not be below the first',
  AGE_BANDS_REQUIRED: 'Add at least one age band',
  /** {{first}} {{second}}: the two bands, as 'from–to'. */
  AGE_BANDS_OVERLAP: 'The age bands {{first}} and {{second}} overlap',
  CANCELLATION_TIERS_REQUIRED: 'Add at least one tier',
  /** {{days}}: the days before arrival given twice. */
  CANCELLATION_TIERS_REPEAT: 'Two tiers start {{days}} days before arrival',
  DAYS_BEFORE_RANGE: 'Days before arrival are a whole number from 0 to 365',
  DISCOUNT_PERCENT_RANGE: 'A discount is more than 0 and at most 100 percent',
  OFFER_DATES_REQUIRED: 'A date offer needs its first and last date',
  OFFER_NIGHTS_REQUIRED: 'A stay-length offer needs its minimum nights',
  OFFER_DAYS_REQUIRED: 'An early-booking offer needs its days before arrival',
  RATE_CHANGE_VALUE_REQUIRED: 'Enter the change: a percentage, or an amount in LKR and in USD',
  /** {{date}}: the first night it would make negative. */
  RATE_CHANGE_BELOW_ZERO: 'The change would make a price negative on {{date}}',
  /** {{max}}: the most prices one change writes. */
  RATE_CHANGE_TOO_LARGE: 'Change at most {{max}} prices at once; narrow the dates or channels',
  RATE_CHANGE_NOTHING: 'No prices are set for these dates, channels and room types',
  CHECK_OUT_NOT_AFTER_CHECK_IN: 'Check-out must be after check-in',
  /** {{max}}: the longest stay priced. */
  STAY_TOO_LONG: 'A stay is priced for at most {{max}} nights',
  /** {{max}}: the stay type's maximum. */
  TOO_MANY_ADULTS: 'This stay type takes at most {{max}} adults',
  /** {{max}}: the stay type's maximum. */
  TOO_MANY_CHILDREN: 'This stay type takes at most {{max}} children',
  /** {{adults}}: the adults counted (children charged as adults included). */
  NO_PAX_FOR_ADULTS: 'No occupancy (pax) is defined for {{adults}} adults',
  /** {{date}}: the night without a price. */
  NO_RATE_FOR_NIGHT: 'No price is set for the night of {{date}}',
  STAY_TYPE_INACTIVE: 'This stay type is not sold at the moment',
} as const satisfies Catalogue;

export type PricingRefusalReason = keyof typeof PRICING_REFUSALS;

/** What a pricing rule may answer: its own refusals and the shared field rules (END_BEFORE_START). */
export type PricingReason = PricingRefusalReason | CommonRefusalReason;
