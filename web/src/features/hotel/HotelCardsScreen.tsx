// /toplevel/products: the hotels of the group as cards. GROUP and HOTEL level users see their own
// group (from the login profile); others the group chosen on /toplevel/groups.

import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Page } from '@hotel/domain';
import { useHotelsQuery } from '../../graphql/hooks.gen';
import { isAvailable } from '../../navigation/available';
import { selectHotel, useSession } from '../../session/session';
import { HotelCardsPage } from './components/HotelCardsPage';

const CREATE_HOTEL_PATH = '/group-admin/hotel';
const LEVELS_WITH_OWN_GROUP: ReadonlySet<string> = new Set(['GROUP', 'HOTEL']);

export function HotelCardsScreen() {
  const navigate = useNavigate();
  const { viewer, group } = useSession();
  const ownGroup = viewer && LEVELS_WITH_OWN_GROUP.has(viewer.level) ? (viewer.profile.group ?? null) : null;
  const groupId = ownGroup?.id ?? group?.id ?? null;
  const needsGroup = groupId === null && !ownGroup && !(viewer && LEVELS_WITH_OWN_GROUP.has(viewer.level));

  useEffect(() => {
    if (needsGroup) void navigate({ href: Page.GROUPS, replace: true });
  }, [needsGroup, navigate]);

  const { data, loading, error, refetch } = useHotelsQuery({
    variables: { groupId },
    skip: needsGroup,
    fetchPolicy: 'cache-and-network',
  });

  return (
    <HotelCardsPage
      groupName={ownGroup?.name ?? group?.name ?? null}
      hotels={data?.hotels ?? []}
      loading={(loading || needsGroup) && !data}
      error={Boolean(error) && !data}
      onRetry={() => void refetch().catch(() => undefined)}
      onSelect={(hotel) => {
        selectHotel(hotel);
        void navigate({ href: Page.SERVICES });
      }}
      onCreateHotel={isAvailable(CREATE_HOTEL_PATH) ? () => void navigate({ href: CREATE_HOTEL_PATH }) : null}
    />
  );
}
