// Refusals of what the hotel sells (core-platform §2 Rooms; operations §7 room type, stay type,
// reservation types and holiday config): room numbers, room types and the rooms and prices that keep
// them, seasons that must not overlap inside a hotel, and the catalogue's ranges. Each names the
// field it is about where the upstream answers it.
import type { Catalogue } from '../messages/message.js';

export const ROOM_REFUSALS = {
  /** A name used twice among one hotel's room types, stay types, view types, amenities, areas, pax or seasons. */
  NAME_TAKEN_IN_HOTEL: 'This name is already used in this hotel',
  ROOM_NO_REQUIRED: 'Room number is required',
  ROOM_NUMBER_TAKEN: 'A room with this number already exists in this hotel',
  ROOM_TYPE_REQUIRED: 'Room type is required',
  ROOM_HAS_STAYS: 'This room has stays on record; deactivate it instead',
  ROOM_TYPE_NOT_IN_HOTEL: 'The room type is not in this hotel',
  /** {{count}}: its rooms. */
  ROOM_TYPE_HAS_ROOMS: 'This room type still has {{count}} rooms. Move or delete them first.',
  ROOM_TYPE_HAS_PRICES: 'This room type has prices. Delete its prices first.',
  STAY_TYPE_HAS_PRICES: 'This stay type has prices. Delete its prices first.',
  /** {{name}}: the view type, amenity or area. */
  ROOM_ATTRIBUTE_IN_USE: '{{name}} is given to rooms; take it off them first',
  NOT_IN_HOTEL: 'This choice belongs to another hotel',
  /** A room, price, policy… named with another hotel than its own. */
  MOVED_ACROSS_HOTELS: 'A record of one hotel cannot move to another',
  ADULTS_RANGE: 'Adults must be a whole number from 1 to 20',
  CHILDREN_RANGE: 'Children must be a whole number from 0 to 20',
  FLOOR_RANGE: 'Floor must be a whole number from -5 to 200',
  OUT_OF_ORDER_DATES: 'Give both out-of-order dates, the last not before the first',
  MEAL_PLAN_REQUIRED: 'Meal plan is required',
  PAX_PERCENT_RANGE: 'The rate percentage must be more than 0 and at most 1000',
  PAX_ADULTS_TAKEN: 'An occupancy for this number of adults already exists',
  /** {{season}} {{from}} {{to}}: the season it runs into. */
  SEASONS_OVERLAP: 'The dates overlap the season {{season}} ({{from}} to {{to}})',
  /** The database's own refusal of an overlap, when a writer skipped the check that names the season. */
  SEASON_DATES_TAKEN: 'The dates overlap another season of this hotel',
  SEASON_HAS_PRICES: 'This season has seasonal prices. Delete them first.',
  HOLIDAY_DATE_TAKEN: 'This date is already a holiday',
} as const satisfies Catalogue;

export type RoomRefusalReason = keyof typeof ROOM_REFUSALS;
