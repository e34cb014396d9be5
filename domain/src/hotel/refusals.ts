// Refusals of the hotel estate (core-platform §2 top level and group admin): groups, hotels and
// their services — duplicate names, and deletes the data still forbids.
import type { Catalogue } from '../messages/message.js';

export const HOTEL_REFUSALS = {
  GROUP_NAME_TAKEN: 'A group with this name already exists',
  HOTEL_NAME_TAKEN: 'A hotel with this name already exists in the group',
  HOTEL_PREFIX_TAKEN: 'A hotel with this prefix already exists',
  HOTEL_PREFIX_EXHAUSTED: 'Could not find a free prefix for this hotel; please give one',
  SERVICE_NAME_TAKEN: 'A service with this name already exists in the hotel',
  GROUP_HAS_HOTELS: 'The group still has hotels. Delete them first.',
  GROUP_HAS_USERS: 'Users still belong to this group. Move or remove them first.',
  GROUP_IN_USE: 'The group is still in use.',
  HOTEL_HAS_SERVICES: 'The hotel still has services. Delete them first.',
  HOTEL_HAS_USERS: 'Users still belong to this hotel. Move or remove them first.',
  HOTEL_HAS_CHANNELS: 'The hotel still has channels. Delete them first.',
  HOTEL_IN_USE: 'The hotel is still in use.',
  SERVICE_HAS_OPEN_ORDERS: 'The service has open orders. Complete or cancel them first.',
  SERVICE_HAS_USERS: 'Users are still allocated to this service. Remove them first.',
  SERVICE_ROLES_HELD: "The service's roles are still held by users. Remove them first.",
  SERVICE_HAS_RECORDS: 'The service still has records (tables, menus, past orders or stock). Deactivate it instead.',
  SERVICE_TYPE_LOCKED: 'The type of a service that users are allocated to cannot change',
  /** {{who}}, {{verb}}, {{what}}: the levels, the write and the records in English words. */
  ESTATE_LEVEL_REQUIRED: 'Only {{who}} administrators may {{verb}} {{what}}',
} as const satisfies Catalogue;

export type HotelRefusalReason = keyof typeof HOTEL_REFUSALS;
