// Refusals every area shares: signing in, permission, scope, missing records, database conflicts
// and the plain field rules (core-platform §5). Area refusals live beside their rules.
import type { Catalogue } from './message.js';

export const COMMON_REFUSALS = {
  SIGN_IN_REQUIRED: 'Sign-in required',
  // Failures that are nobody's refusal, keyed so every screen shows them in the user's language.
  INTERNAL_ERROR: 'Internal server error',
  SERVER_NOT_RESPONDING: 'The server is not responding. Please try again in a moment.',
  UNEXPECTED_ANSWER: 'The server gave an unexpected answer',
  DATABASE_UNAVAILABLE: 'The database is not available. Please try again in a moment.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  NOT_PERMITTED: 'You do not have permission to do this',
  /** {{feature}} {{operation}}: the permission the caller lacks (FOOD_ITEM EDIT). */
  FEATURE_NOT_PERMITTED: 'You do not have permission to do this ({{feature}} {{operation}})',
  NO_ACCESS_TO_GROUP: 'You do not have access to this group',
  NO_ACCESS_TO_HOTEL: 'You do not have access to this hotel',
  NO_ACCESS_TO_SERVICE: 'You do not have access to this service',
  NO_ACCESS_TO_USER: 'You do not have access to this user',
  /** {{what}}: the record in English words (Hotel, Service role). */
  NOT_FOUND: '{{what}} not found',
  DUPLICATE_VALUE: 'A record with the same value already exists',
  RECORD_IN_USE: 'The record is still in use or refers to a missing record',
  VALUE_OUT_OF_RANGE: 'A value is out of range',
  CONCURRENT_CHANGE: 'Another change happened at the same time; try again',
  REQUEST_TOO_LARGE: 'The request is too large',
  /** A text too long to be sent in an address (a path or query parameter). */
  VALUE_TOO_LONG: 'The value is too long',
  MULTIPART_EXPECTED: 'Expected a multipart body',
  /** {{field}}: the part's name. */
  PART_NOT_JSON: '{{field}}: not valid JSON',
  PICTURE_TYPE_NOT_ALLOWED: 'The picture must be a PNG, JPEG, WebP, GIF or SVG image',
  PICTURE_TOO_LARGE: 'The picture is larger than 5 MB',
  REQUIRED_FIELD: 'Required field',
  INVALID_EMAIL: 'Invalid email',
  INVALID_PHONE_NUMBER: 'Invalid phone number',
  INVALID_WEB_ADDRESS: 'Invalid web address',
  INVALID_VALUE: 'Invalid value',
  // The contract's own checks of length, size and range, with their bound.
  /** {{max}}: the longest text allowed. */
  TEXT_TOO_LONG: 'At most {{max}} characters',
  /** {{min}}: the shortest text allowed. */
  TEXT_TOO_SHORT: 'At least {{min}} characters',
  /** {{max}}: the most entries allowed. */
  TOO_MANY_ENTRIES: 'At most {{max}} entries',
  /** {{min}}: the fewest entries allowed. */
  TOO_FEW_ENTRIES: 'At least {{min}} entries',
  /** {{max}}: the largest number allowed. */
  NUMBER_TOO_LARGE: 'Must be at most {{max}}',
  /** {{min}}: the smallest number allowed. */
  NUMBER_TOO_SMALL: 'Must be at least {{min}}',
  /** {{max}}: the number must be below it. */
  NUMBER_NOT_BELOW: 'Must be less than {{max}}',
  /** {{min}}: the number must be above it. */
  NUMBER_NOT_ABOVE: 'Must be more than {{min}}',
  END_BEFORE_START: 'The end date must not be before the start date',
  RANGE_TOO_LONG: 'Choose a range of at most 366 days',
  CALENDAR_TOO_LONG: 'Choose a period of at most 92 days',
  DATE_REQUIRED: 'Date is required',
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: 'Name must be at most 60 characters',
  HOTEL_NOT_IN_GROUP: 'The hotel is not in this group',
  SERVICE_NOT_IN_HOTEL: 'The service is not in this hotel',
  USER_NOT_IN_HOTEL: 'The user does not work in this hotel',
  ROLE_OF_ANOTHER_SERVICE: 'This role belongs to another service',
} as const satisfies Catalogue;

export type CommonRefusalReason = keyof typeof COMMON_REFUSALS;
