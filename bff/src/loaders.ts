// DataLoaders, created per request: every by-id lookup and repeated list in one operation becomes
// one upstream call per distinct key set.
import DataLoader from 'dataloader';
import { hotels, type Hotel, type HotelService } from '@hotel/schema';
import type { UpstreamClient } from './upstream/client.js';

export interface Loaders {
  hotelById: DataLoader<number, Hotel | null>;
  servicesByHotel: DataLoader<number, HotelService[]>;
  hotelsByGroup: DataLoader<number, Hotel[]>;
}

export function createLoaders(upstream: UpstreamClient, token: string | null): Loaders {
  return {
    hotelById: new DataLoader(async (ids) => {
      const { result } = await upstream.call(hotels.hotelsById, { token, query: { idList: [...ids] } });
      const byId = new Map(result.hotel.map((h) => [h.id, h]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    servicesByHotel: new DataLoader(async (ids) => {
      const { result } = await upstream.call(hotels.servicesOfHotels, { token, query: { hotelIdList: [...ids] } });
      return ids.map((id) => result.hotelService.filter((s) => s.hotelId === id));
    }),
    hotelsByGroup: new DataLoader(
      async (groupIds) =>
        Promise.all(
          groupIds.map(async (groupId) => {
            const { result } = await upstream.call(hotels.hotelsOfGroup, { token, params: { groupId } });
            return result.hotel;
          }),
        ),
      { batch: false },
    ),
  };
}
