// Refusals of the booking rules and hotel settings (operations §5 User discount and Minimum nights;
// core-platform §2 hotel settings): the spec's texts word for word, ours where it names none.
import type { Catalogue } from '../messages/message.js';

export const SETTINGS_REFUSALS = {
  // User discounts.
  DISCOUNT_REQUIRED: 'Discount is required',
  PERCENTAGE_ABOVE_100: 'Percentage must be less than or equal to 100.',
  PERCENTAGE_NEGATIVE: 'Percentage must be greater than or equal to 0',
  DISCOUNT_EXISTS: 'The user already has a discount here',
  USER_NOT_WORKING_HERE: 'The user does not work here',
  USER_LISTED_TWICE: 'This user is listed twice',
  SELECT_A_USER: 'Please select a user',

  // Minimum nights (and every dated setting).
  DATE_RANGE_REQUIRED: 'Please select a date range!',
  DATE_RANGE_IN_PAST: 'The date range cannot start before today',
  MINIMUM_NIGHTS_REQUIRED: 'Please enter the minimum nights!',
  /** {{n}}: the range's length in days. */
  MINIMUM_NIGHTS_ABOVE_RANGE: 'Value must be less than or equal to {{n}}',
  MINIMUM_NIGHTS_BELOW_TWO: 'Minimum Night not less than 2',
  RESERVATION_TYPE_REQUIRED: 'Please select Reservation Type!',
  SELECT_A_HOTEL: 'Please select a hotel!',
  HOTEL_OR_GROUP_NOT_BOTH: 'Choose a hotel or the whole group, not both',

  // Hotel settings.
  IDLE_TIME_TOO_SHORT: 'Idle time must be at least 60 seconds',
  PAYMENT_TIMEOUT_TOO_SHORT: 'Payment timeout must be at least 60 seconds',
  PROMOTION_CODE_TAKEN: 'A promotion with this code already exists in the hotel',
  PROMOTION_CODE_FORMAT: 'Code must be 2-30 letters, digits, dashes or underscores',
  VALUE_NEGATIVE: 'Value must be greater than or equal to 0',
  CC_MAIL_TAKEN: 'This address is already copied on this kind of mail',
  ROOM_ALREADY_BLOCKED: 'The room is already blocked for some of these dates',
  ROOM_NOT_IN_HOTEL: 'The room is not in this hotel',
  SELECT_A_ROOM: 'Please select a room',
  INVALID_TIME: 'Invalid time',
  INVALID_URL: 'Invalid URL',
} as const satisfies Catalogue;

export type SettingsRefusalReason = keyof typeof SETTINGS_REFUSALS;
