// Every resolver of the room area, registered in schema.ts with one line.
import { AmenityResolver, RoomAreaResolver, ViewTypeResolver } from './room-attribute.resolver.js';
import { RoomResolver, RoomTypeResolver } from './room.resolver.js';
import {
  HolidayWritesResolver,
  OccupancyResolver,
  PaxWritesResolver,
  SeasonWritesResolver,
  StayTypeResolver,
} from './stay-type.resolver.js';

export const ROOM_RESOLVERS = [
  ViewTypeResolver,
  AmenityResolver,
  RoomAreaResolver,
  RoomTypeResolver,
  RoomResolver,
  StayTypeResolver,
  OccupancyResolver,
  PaxWritesResolver,
  SeasonWritesResolver,
  HolidayWritesResolver,
] as const;
