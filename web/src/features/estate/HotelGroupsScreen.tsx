// /group-admin/hotel-group (GROUP): the hotel groups with their contact details, pictures and hotel
// counts. System administrators add and delete groups; a group administrator edits their own.

import { Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useEstateDeleteGroupMutation,
  useEstateGroupsQuery,
  type EstateGroupFieldsFragment,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { PictureCell } from './components/EstateCells';
import { GroupForm } from './components/GroupForm';
import { groupsSearch } from './estate-searches';
import { estateActions, stateColumn } from './estate-actions';
import { useEstateRights } from './use-estate-rights';
import { useEstateSync } from './use-estate-sync';

type Row = EstateGroupFieldsFragment;

export function HotelGroupsScreen() {
  const { t } = useTranslation('estate');
  const table = useSearchParamTableState(groupsSearch);
  const dialog = useCrudDialog<Row>();
  const rights = useEstateRights().groups;
  const sync = useEstateSync();
  const query = useEstateGroupsQuery({
    variables: { ...table.variables, name: table.state.filters['name'] ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useEstateDeleteGroupMutation();
  const result = query.data ?? query.previousData;

  return (
    <>
      <DataTable
        ns="estate"
        title={t('groups.title')}
        description={t('groups.description')}
        table={table}
        rows={result?.estateGroups.items ?? []}
        total={result?.estateGroups.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'cardLogo',
            header: 'common.picture',
            width: 72,
            render: (row) => (
              <PictureCell src={row.cardLogo ?? row.cardImage} alt={row.name} icon={IconBuildingCommunity} />
            ),
            exportValue: false,
          },
          {
            key: 'name',
            header: 'groups.name',
            sortable: true,
            searchable: true,
            render: (row) => (
              <div>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.address}
                </Text>
              </div>
            ),
          },
          { key: 'contactPerson', header: 'groups.contactPerson', sortable: true },
          { key: 'email', header: 'groups.email', sortable: true },
          {
            key: 'contactNumbersList',
            header: 'groups.contactNumbers',
            render: (row) => row.contactNumbersList.join(', ') || '—',
            exportValue: (row) => row.contactNumbersList.join(', '),
          },
          { key: 'hotelCount', header: 'groups.hotels', sortable: true, align: 'right', width: 100 },
          stateColumn<Row>(t),
        ]}
        addLabel={t('groups.create')}
        {...estateActions({
          entity: 'group',
          rights,
          dialog,
          remove: async (id) => (await remove({ variables: { id } })).data?.deleteHotelGroup,
          sync,
          refetch: () => query.refetch(),
          t,
        })}
        resetFilters
        csv={{ fileName: t('groups.title') }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('groups.create')} editTitle={t('groups.edit')} size="lg">
        {({ row, close }) => (
          <GroupForm
            group={row}
            onCancel={close}
            onSaved={(group) => {
              close();
              sync({ kind: 'group', group });
              void query.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
