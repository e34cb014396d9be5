// /toplevel/services: the services of the chosen hotel as cards. Choosing one loads the user's
// permissions for it, stores the choice and goes where the domain's navigationAfterService says.

import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isNoPermission, navigationAfterService, Page } from '@hotel/domain';
import { useHotelServicesQuery } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { isAvailable } from '../../navigation/available';
import { loadPermissions } from '../../session/landing';
import { clearService, selectService } from '../../session/session';
import { useChosen } from '../../session/use-chosen';
import { notifyError } from '../../ui/notify';
import { ServiceCardsPage, type ServiceCard } from './components/ServiceCardsPage';

export function ServiceCardsScreen() {
  const { t } = useTranslation('hotel', { keyPrefix: 'cards' });
  const navigate = useNavigate();
  const client = useApolloClient();
  const { hotel } = useChosen();
  const [choosing, setChoosing] = useState<number | null>(null);

  useEffect(() => {
    if (!hotel) void navigate({ href: Page.PRODUCTS, replace: true });
  }, [hotel, navigate]);

  const { data, loading, error, refetch } = useHotelServicesQuery({
    variables: { hotelId: hotel?.hotelId ?? 0 },
    skip: !hotel,
    fetchPolicy: 'cache-and-network',
  });

  const choose = async (service: ServiceCard) => {
    if (!hotel) return;
    setChoosing(service.id);
    try {
      const permissions = await loadPermissions(client, service.id);
      selectService(service, permissions);
      const target = navigationAfterService(service.serviceType, permissions, isAvailable, {
        hotelId: hotel.hotelId,
        hotelType: hotel.hotelType,
      });
      if (isNoPermission(target)) {
        clearService();
        notifyError(t('errors:noPermission'));
      } else if (!isAvailable(target)) {
        // e.g. the inventory services page in a build without it: stay rather than open a 404.
        clearService();
        notifyError(t('errors:serviceNotAvailable'));
      } else {
        await navigate({ href: target });
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t('errors:somethingWentWrong')));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <ServiceCardsPage
      hotelName={hotel?.title ?? null}
      services={data?.services ?? []}
      loading={(loading || !hotel) && !data}
      error={Boolean(error) && !data}
      onRetry={() => void refetch().catch(() => undefined)}
      choosing={choosing}
      onSelect={(service) => void choose(service)}
    />
  );
}
