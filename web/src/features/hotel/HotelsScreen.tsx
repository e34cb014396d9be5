// /group-admin/hotel, /hotel-admin/hotel, /service-admin/hotel (HOTEL): the hotels of the caller's
// scope with every detail and picture and their service counts. Group administrators add and
// delete hotels; hotel administrators edit them; a hotel with services is not deleted (the server
// says so). With no hotels the list says core §8's empty hotel list text.

import { Badge, Select, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { distinctPhoneNumbers } from '@hotel/domain';
import { useDeleteHotelMutation, useGroupChoicesQuery, type HotelFieldsFragment } from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { PictureCell } from './components/HotelCells';
import { HotelForm } from './components/HotelForm';
import type { PageScope } from './page-scope';
import { hotelsLists } from './lists';
import { recordDeleted } from './hotel-cache';
import { hotelActions } from './hotel-actions';
import { useHotelRights } from './use-hotel-rights';

type Row = HotelFieldsFragment;

export function HotelsScreen({ scope }: { scope: PageScope }) {
  const { t } = useTranslation('hotel');
  const { group: chosenGroup, viewer } = useSession();
  const list = useList(hotelsLists[scope]);
  const { table } = list;
  const dialog = useCrudDialog<Row>();
  const rights = useHotelRights().hotels;
  const groupFilter = table.state.filters['groupId'];
  const groupChoices = useGroupChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const groups = groupChoices.data?.groups ?? [];
  const [remove] = useDeleteHotelMutation();
  const noHotels = !list.loading && !list.error && list.rows.length === 0 && !table.hasFilters;
  const severalGroups = groups.length > 1;
  const defaultGroupId =
    (groupFilter ? Number(groupFilter) : null) ?? chosenGroup?.id ?? viewer?.profile.group?.id ?? null;

  return (
    <>
      <DataTable
        ns="hotel"
        title={t('hotels.title')}
        description={noHotels ? t('hotels.empty') : t('hotels.description')}
        {...listTableProps(list)}
        toolbarActions={
          severalGroups ? (
            <Select
              aria-label={t('hotels.group')}
              placeholder={t('hotels.allGroups')}
              data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              value={groupFilter ?? null}
              onChange={(value) => table.setFilter('groupId', value ?? '')}
              clearable
              searchable
              w={220}
            />
          ) : null
        }
        columns={[
          {
            key: 'cardLogo',
            header: 'common.picture',
            width: 72,
            render: (row) => (
              <PictureCell src={row.cardLogo ?? row.cardImage} alt={row.name} icon={IconBuildingSkyscraper} />
            ),
            exportValue: false,
          },
          {
            key: 'name',
            header: 'hotels.name',
            sortable: true,
            searchable: true,
            render: (row) => (
              <div>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                {row.title !== row.name && (
                  <Text size="xs" c="dimmed">
                    {row.title}
                  </Text>
                )}
              </div>
            ),
          },
          { key: 'prefix', header: 'hotels.prefix', sortable: true, width: 100 },
          {
            key: 'type',
            header: 'hotels.type',
            sortable: true,
            render: (row) => <Badge variant="light">{t(`hotelType.${row.type}`)}</Badge>,
            exportValue: (row) => t(`hotelType.${row.type}`),
          },
          ...(severalGroups ? [{ key: 'groupTitle', header: 'hotels.group', sortable: true }] : []),
          {
            key: 'contact',
            header: 'hotels.contact',
            render: (row) => (
              <div>
                <Text size="sm">{row.email || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {distinctPhoneNumbers(row.contactNumber, row.contactNumbersList).join(', ')}
                </Text>
              </div>
            ),
            exportValue: (row) =>
              [row.email, ...distinctPhoneNumbers(row.contactNumber, row.contactNumbersList)]
                .filter(Boolean)
                .join(', '),
          },
          {
            key: 'vatApplicable',
            header: 'hotels.vat',
            render: (row) => (
              <Badge variant="light" color={row.vatApplicable ? 'teal' : 'gray'}>
                {row.vatApplicable ? t('common.yes') : t('common.no')}
              </Badge>
            ),
            exportValue: (row) => (row.vatApplicable ? t('common.yes') : t('common.no')),
          },
          { key: 'serviceCount', header: 'hotels.services', sortable: true, align: 'right', width: 100 },
        ]}
        addLabel={t('hotels.create')}
        {...hotelActions({
          rights,
          dialog,
          remove: async (id) =>
            (await remove({ variables: { id }, update: (cache) => recordDeleted(cache, 'hotel', id) })).data
              ?.deleteHotel,
          refetch: () => list.refetch(),
          t,
        })}
        resetFilters
        csv={{ fileName: t('hotels.title'), rows: list.allRows }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('hotels.create')} editTitle={t('hotels.edit')} size="xl">
        {({ row, close }) => (
          <HotelForm
            hotel={row}
            groups={groups}
            defaultGroupId={defaultGroupId}
            onCancel={close}
            onSaved={() => {
              close();
              void list.refetch();
              void groupChoices.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
