// Every resolver of the administration module for groups, hotels and hotel services, registered in schema.ts with one line.
import { EstateGroupResolver } from './group.resolver.js';
import { EstateHotelResolver } from './hotel.resolver.js';
import { EstateHotelServiceResolver } from './hotel-service.resolver.js';
import { EstateRightsResolver } from './rights.resolver.js';

export const ESTATE_RESOLVERS = [
  EstateGroupResolver,
  EstateHotelResolver,
  EstateHotelServiceResolver,
  EstateRightsResolver,
] as const;
