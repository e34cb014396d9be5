// Every resolver of the hotel area (groups, hotels and their services), registered in schema.ts with one line.
import { GroupResolver } from './group.resolver.js';
import { HotelResolver } from './hotel.resolver.js';
import { HotelServiceResolver } from './hotel-service.resolver.js';
import { HotelRightsResolver } from './rights.resolver.js';

export const HOTEL_RESOLVERS = [GroupResolver, HotelResolver, HotelServiceResolver, HotelRightsResolver] as const;
