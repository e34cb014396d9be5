// The restaurant service the screens work in: the chosen service when it is a RESTAURANT one.

import { useSession } from '../../session/session';

export function useRestaurantService(): { serviceId: number | null; hotelId: number | null } {
  const { service, hotel } = useSession();
  return {
    serviceId: service.serviceType === 'RESTAURANT' && service.serviceId ? service.serviceId : null,
    hotelId: hotel?.hotelId ?? null,
  };
}
