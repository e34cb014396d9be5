// The chosen group, hotel and service as the screens show them. The selection stored with the
// session (session.ts) says which ones are chosen; their names and pictures come from the one
// normalized Group, Hotel and HotelService of the Apollo cache when a screen has loaded them, so a
// rename or a new logo made in the administration reaches the header and the cards at once.

import { useFragment } from '@apollo/client/react';
import {
  ChosenGroupFragmentDoc,
  ChosenHotelFragmentDoc,
  ChosenServiceFragmentDoc,
  type ChosenGroupFragment,
  type ChosenHotelFragment,
  type ChosenServiceFragment,
} from '../graphql/hooks.gen';
import type { ServiceType } from '@hotel/domain';
import { useSession, type GroupSelection, type HotelConfiguration, type ServiceConfiguration } from './session';

export interface Chosen {
  group: GroupSelection | null;
  hotel: HotelConfiguration | null;
  service: ServiceConfiguration;
}

function useCached<T>(fragment: Parameters<typeof useFragment<T>>[0]['fragment'], typename: string, id: number | null) {
  const { data, complete } = useFragment<T>({ fragment, from: id ? { __typename: typename, id } : null });
  return complete ? (data as T) : null;
}

export function useChosen(): Chosen {
  const { group, hotel, service } = useSession();
  const cachedGroup = useCached<ChosenGroupFragment>(ChosenGroupFragmentDoc, 'Group', group?.id ?? null);
  const cachedHotel = useCached<ChosenHotelFragment>(ChosenHotelFragmentDoc, 'Hotel', hotel?.hotelId ?? null);
  const cachedService = useCached<ChosenServiceFragment>(
    ChosenServiceFragmentDoc,
    'HotelService',
    service.serviceId || null,
  );
  return {
    group: group && cachedGroup ? { ...group, name: cachedGroup.name } : group,
    hotel:
      hotel && cachedHotel
        ? {
            ...hotel,
            title: cachedHotel.title || cachedHotel.name,
            headerLogo: cachedHotel.headerLogo ?? cachedHotel.titleImage ?? null,
            sideBarLogo: cachedHotel.sideBarLogo ?? cachedHotel.sideBarImage ?? null,
          }
        : hotel,
    service: cachedService ? { ...service, name: cachedService.name } : service,
  };
}

/** The service a service's page works on, with its hotel (whose title heads exports, operations §9). */
export interface ChosenService {
  serviceId: number;
  serviceName: string;
  hotelId: number;
  hotelTitle: string;
}

/** The chosen service when it is of `type` and its hotel is chosen; else null (the page shows NotChosen). */
export function useChosenService(type: ServiceType): ChosenService | null {
  const { hotel, service } = useChosen();
  if (service.serviceType !== type || !service.serviceId || !hotel) return null;
  return { serviceId: service.serviceId, serviceName: service.name, hotelId: hotel.hotelId, hotelTitle: hotel.title };
}
