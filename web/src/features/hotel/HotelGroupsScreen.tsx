// /group-admin/hotel-group (GROUP): the hotel groups with their contact details, pictures and hotel
// counts. System administrators add and delete groups; a group administrator edits their own.

import { Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteHotelGroupMutation, type GroupFieldsFragment } from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { PictureCell } from './components/HotelCells';
import { GroupForm } from './components/GroupForm';
import { recordDeleted } from './hotel-cache';
import { hotelActions, stateColumn } from './hotel-actions';
import { useHotelRights } from './use-hotel-rights';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { groupsList } from './lists';

type Row = GroupFieldsFragment;

export function HotelGroupsScreen() {
  const { t } = useTranslation('hotel');
  const list = useList(groupsList);
  const dialog = useCrudDialog<Row>();
  const rights = useHotelRights().groups;
  const [remove] = useDeleteHotelGroupMutation();

  return (
    <>
      <DataTable
        ns="hotel"
        title={t('groups.title')}
        description={t('groups.description')}
        {...listTableProps(list)}
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
        {...hotelActions({
          rights,
          dialog,
          remove: async (id) =>
            (await remove({ variables: { id }, update: (cache) => recordDeleted(cache, 'group', id) })).data
              ?.deleteHotelGroup,
          refetch: () => list.refetch(),
          t,
        })}
        resetFilters
        csv={{ fileName: t('groups.title'), rows: list.allRows }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('groups.create')} editTitle={t('groups.edit')} size="lg">
        {({ row, close }) => (
          <GroupForm
            group={row}
            onCancel={close}
            onSaved={() => {
              close();
              void list.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
