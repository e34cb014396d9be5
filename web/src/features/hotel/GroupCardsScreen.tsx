// /toplevel/groups: the groups as cards; choosing one stores it and opens its hotels.

import { useNavigate } from '@tanstack/react-router';
import { Page } from '@hotel/domain';
import { useGroupsQuery } from '../../graphql/hooks.gen';
import { selectGroup } from '../../session/session';
import { GroupCardsPage } from './components/GroupCardsPage';

export function GroupCardsScreen() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useGroupsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <GroupCardsPage
      groups={data?.groups ?? []}
      loading={loading && !data}
      error={Boolean(error) && !data}
      onRetry={() => void refetch().catch(() => undefined)}
      onSelect={(group) => {
        selectGroup({ id: group.id, name: group.name });
        void navigate({ href: Page.PRODUCTS });
      }}
    />
  );
}
