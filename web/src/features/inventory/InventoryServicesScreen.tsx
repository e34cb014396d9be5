// /toplevel/inventory-services and /inventory/inventory-service: the chosen hotel's inventory
// services as cards; /toplevel/group-inventory-home: those of every hotel of the chosen group
// (operations §2 Inventory). Picking one loads the user's permissions for it, stores the choice
// (hotel and service) and goes where the domain's navigationAfterInventoryService says: the first
// permitted inventory page, or the dashboard at group level.

import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isNoPermission, navigationAfterInventoryService, Page } from '@hotel/domain';
import { useGroupInventoryServicesQuery, useHotelsQuery, useInventoryServicesQuery } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { isAvailable } from '../../navigation/available';
import { loadPermissions } from '../../session/landing';
import { selectHotel, selectService, useSession } from '../../session/session';
import { useChosen } from '../../session/use-chosen';
import { notifyError } from '../../ui/notify';
import { ServiceCardsPage, type ServiceCard } from '../hotel/components/ServiceCardsPage';

export function InventoryServicesScreen() {
  const { hotel } = useChosen();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hotel) void navigate({ href: Page.PRODUCTS, replace: true });
  }, [hotel, navigate]);
  const { data, loading, error, refetch } = useInventoryServicesQuery({
    variables: { hotelId: hotel?.hotelId ?? 0 },
    skip: !hotel,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <InventoryCards
      level="hotel"
      heading={hotel?.title ?? null}
      services={data?.inventoryServices}
      loading={(loading || !hotel) && !data}
      error={Boolean(error) && !data}
      refetch={() => void refetch().catch(() => undefined)}
    />
  );
}

export function GroupInventoryServicesScreen() {
  const { group: chosenGroup, viewer } = useSession();
  const group = chosenGroup ?? viewer?.profile.group ?? null;
  const navigate = useNavigate();
  useEffect(() => {
    if (!group) void navigate({ href: Page.GROUPS, replace: true });
  }, [group, navigate]);
  const services = useGroupInventoryServicesQuery({
    variables: { groupId: group?.id ?? 0 },
    skip: !group,
    fetchPolicy: 'cache-and-network',
  });
  const hotels = useHotelsQuery({ variables: { groupId: group?.id ?? null }, skip: !group });
  const data = services.data && hotels.data ? services.data : undefined;
  return (
    <InventoryCards
      level="group"
      heading={group?.name ?? null}
      services={data?.groupInventoryServices}
      hotels={hotels.data?.hotels}
      loading={(services.loading || hotels.loading || !group) && !data}
      error={Boolean(services.error || hotels.error) && !data}
      refetch={() => {
        void services.refetch().catch(() => undefined);
        void hotels.refetch().catch(() => undefined);
      }}
    />
  );
}

type HotelOfGroup = NonNullable<ReturnType<typeof useHotelsQuery>['data']>['hotels'][number];

interface InventoryCardsProps {
  level: 'hotel' | 'group';
  /** The hotel's title or the group's name. */
  heading: string | null;
  services: ServiceCard[] | undefined;
  /** At group level: the group's hotels, to name each card's hotel and choose it. */
  hotels?: HotelOfGroup[] | undefined;
  loading: boolean;
  error: boolean;
  refetch: () => void;
}

function InventoryCards({ level, heading, services, hotels, loading, error, refetch }: InventoryCardsProps) {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { hotel } = useChosen();
  const [choosing, setChoosing] = useState<number | null>(null);
  const hotelOf = (service: ServiceCard) => hotels?.find((h) => h.id === service.hotelId);

  const choose = async (service: ServiceCard) => {
    setChoosing(service.id);
    try {
      const permissions = await loadPermissions(client, service.id);
      const ofGroup = hotelOf(service);
      if (ofGroup) selectHotel(ofGroup);
      selectService(service, permissions);
      const target = navigationAfterInventoryService(permissions, isAvailable, {
        hotelId: service.hotelId,
        hotelType: ofGroup?.type ?? hotel?.hotelType ?? null,
        groupLevel: level === 'group',
      });
      if (isNoPermission(target)) notifyError(t('errors:noPermission'));
      else await navigate({ href: target });
    } catch (failure) {
      notifyError(errorMessage(failure, t('errors:somethingWentWrong')));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <ServiceCardsPage
      hotelName={heading}
      services={services ?? []}
      loading={loading}
      error={error}
      onRetry={refetch}
      choosing={choosing}
      onSelect={(service) => void choose(service)}
      texts={{
        title: t(`services.${level}.title`),
        description: heading ? t(`services.${level}.description`, { name: heading }) : undefined,
        empty: t('services.empty'),
      }}
      subtitle={(service) => hotelOf(service)?.title || hotelOf(service)?.name || t('services.subtitle')}
    />
  );
}
