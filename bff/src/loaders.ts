// DataLoaders, created per request: every by-id lookup and repeated list in one operation becomes
// one upstream call per distinct key set.
import DataLoader from 'dataloader';
import { type Channel, type Hotel, channel, hotel, type HotelService, room } from '@hotel/schema';
import type { CallerUpstream } from './upstream/caller.js';

type RoomAttribute = room.entities.RoomAttribute;

/** A hotel's catalogue lists, each read once per request whatever number of rows name them. */
export interface CatalogueLoaders {
  roomTypesByHotel: DataLoader<number, room.entities.RoomType[]>;
  stayTypesByHotel: DataLoader<number, room.entities.StayType[]>;
  seasonsByHotel: DataLoader<number, room.entities.Season[]>;
  channelsByHotel: DataLoader<number, Channel[]>;
  viewTypesByHotel: DataLoader<number, RoomAttribute[]>;
  amenitiesByHotel: DataLoader<number, RoomAttribute[]>;
  roomAreasByHotel: DataLoader<number, RoomAttribute[]>;
}

export interface Loaders extends CatalogueLoaders {
  hotelById: DataLoader<number, Hotel | null>;
  servicesByHotel: DataLoader<number, HotelService[]>;
  hotelsByGroup: DataLoader<number, Hotel[]>;
}

/** A list of one hotel per key, one upstream call each (the catalogue calls take one hotel). */
const perHotel = <T>(load: (hotelId: number) => Promise<T[]>) =>
  new DataLoader<number, T[]>((ids) => Promise.all(ids.map(load)), { batch: false });

/** The most rows a catalogue list holds for a hotel (a paged search's largest page). */
const ALL = { page: 0, size: 200 } as const;

function catalogueLoaders(upstream: CallerUpstream): CatalogueLoaders {
  return {
    roomTypesByHotel: perHotel(
      async (id) => (await upstream.call(room.roomTypesOfHotel, { params: { id } })).result.roomType,
    ),
    stayTypesByHotel: perHotel(
      async (id) => (await upstream.call(room.stayTypesOfHotel, { params: { id } })).result.stayType,
    ),
    seasonsByHotel: perHotel(
      async (hotelId) => (await upstream.call(room.searchSeasons, { query: { ...ALL, hotelId } })).result.season,
    ),
    channelsByHotel: perHotel(
      async (hotelId) => (await upstream.call(channel.searchChannels, { query: { ...ALL, hotelId } })).result.channel,
    ),
    viewTypesByHotel: perHotel(
      async (hotelId) => (await upstream.call(room.searchViewTypes, { query: { ...ALL, hotelId } })).result.viewType,
    ),
    amenitiesByHotel: perHotel(
      async (hotelId) => (await upstream.call(room.searchAmenities, { query: { ...ALL, hotelId } })).result.amenity,
    ),
    roomAreasByHotel: perHotel(
      async (hotelId) => (await upstream.call(room.searchRoomAreas, { query: { ...ALL, hotelId } })).result.roomArea,
    ),
  };
}

export function createLoaders(upstream: CallerUpstream): Loaders {
  return {
    ...catalogueLoaders(upstream),
    hotelById: new DataLoader(async (ids) => {
      const { result } = await upstream.call(hotel.hotelsById, { query: { idList: [...ids] } });
      const byId = new Map(result.hotel.map((h) => [h.id, h]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    servicesByHotel: new DataLoader(async (ids) => {
      const { result } = await upstream.call(hotel.servicesOfHotels, { query: { hotelIdList: [...ids] } });
      return ids.map((id) => result.hotelService.filter((s) => s.hotelId === id));
    }),
    hotelsByGroup: new DataLoader(
      async (groupIds) =>
        Promise.all(
          groupIds.map(async (groupId) => {
            const { result } = await upstream.call(hotel.hotelsOfGroup, { params: { groupId } });
            return result.hotel;
          }),
        ),
      { batch: false },
    ),
  };
}
