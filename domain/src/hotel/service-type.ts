// The vocabulary of hotel, service and login level shared by every tier (core-platform §3, §6).

export const ServiceType = {
  HOTEL: 'HOTEL',
  RESTAURANT: 'RESTAURANT',
  HOUSEKEEPING: 'HOUSEKEEPING',
  INVENTORY: 'INVENTORY',
  /** The client's value while no service is selected. */
  NO_SERVICE: 'NO_SERVICE',
} as const;
export type ServiceType = (typeof ServiceType)[keyof typeof ServiceType];

export const SERVICE_TYPES: readonly ServiceType[] = Object.values(ServiceType);

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/**
 * The levels a login answers with. The old client also listed PDAMIN and GUEST; no rule depends on
 * them, so they fall under "any other level" wherever a level is routed.
 */
export const UserLevel = {
  ADMIN: 'ADMIN',
  GROUP: 'GROUP',
  HOTEL: 'HOTEL',
  SERVICE: 'SERVICE',
  USER: 'USER',
} as const;
export type UserLevel = (typeof UserLevel)[keyof typeof UserLevel];

export const USER_LEVELS: readonly UserLevel[] = Object.values(UserLevel);

export function isUserLevel(value: unknown): value is UserLevel {
  return typeof value === 'string' && (USER_LEVELS as readonly string[]).includes(value);
}

/**
 * Hotel.type. The spec names only HOTEL (a property without additional events); RESORT is our name
 * for a property that also sells events and activities.
 */
export const HotelType = {
  HOTEL: 'HOTEL',
  RESORT: 'RESORT',
} as const;
export type HotelType = (typeof HotelType)[keyof typeof HotelType];

export const HOTEL_TYPES: readonly HotelType[] = Object.values(HotelType);

/** Events (additional activities) are not offered by a property of type HOTEL. */
export function offersEvents(hotelType: string | null | undefined): boolean {
  return hotelType !== HotelType.HOTEL;
}
