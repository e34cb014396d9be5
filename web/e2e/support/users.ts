// The demo sign-ins (upstream/src/seed/demo.ts, README): one per user level and job.
export const DEMO_PASSWORD = 'Hotel@1234';

export const DEMO_USERS = {
  admin: 'admin@demo.lk',
  groupAdmin: 'group.admin@demo.lk',
  hotelAdmin: 'hotel.admin@demo.lk',
  serviceAdmin: 'service.admin@demo.lk',
  frontDesk: 'frontdesk@demo.lk',
  auditor: 'auditor@demo.lk',
  waiter: 'waiter@demo.lk',
  chef: 'chef@demo.lk',
  housekeeper: 'housekeeper@demo.lk',
  storekeeper: 'storekeeper@demo.lk',
} as const;

export type Role = keyof typeof DEMO_USERS;

/** The demo group and its hotels. */
export const DEMO_GROUP = 'Serendib Hotels';
export const DEMO_HOTELS = ['Serendib Colombo', 'Serendib Kandy'] as const;
/** The hotel every USER-level demo account works in (the first hotel). */
export const STAFF_HOTEL = 'Serendib Colombo';
