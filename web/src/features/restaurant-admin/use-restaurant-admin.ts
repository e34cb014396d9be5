// The restaurant the admin pages work on: the chosen service when it is a RESTAURANT one, with its
// hotel (whose title heads the exports, operations §9).

import { useSession } from '../../session/session';

export interface RestaurantAdminContext {
  serviceId: number;
  serviceName: string;
  hotelId: number;
  hotelTitle: string;
}

export function useRestaurantAdmin(): RestaurantAdminContext | null {
  const { service, hotel } = useSession();
  if (service.serviceType !== 'RESTAURANT' || !service.serviceId || !hotel) return null;
  return { serviceId: service.serviceId, serviceName: service.name, hotelId: hotel.hotelId, hotelTitle: hotel.title };
}
