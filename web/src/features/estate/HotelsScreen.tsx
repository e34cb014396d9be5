// /group-admin/hotel, /hotel-admin/hotel, /service-admin/hotel (HOTEL): the hotels of the caller's
// scope with every detail and picture and their service counts. Group administrators add and
// delete hotels; hotel administrators edit them; a hotel with services is not deleted (the server
// says so). With no hotels the list says core §8's empty hotel list text.

import { Badge, Select, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useEstateDeleteHotelMutation,
  useEstateGroupChoicesQuery,
  useEstateHotelsQuery,
  type EstateHotelFieldsFragment,
} from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { PictureCell } from './components/EstateCells';
import { HotelForm } from './components/HotelForm';
import { scopedHotelId, type EstateScope } from './estate-scope';
import { hotelsSearch } from './estate-searches';
import { estateActions } from './estate-actions';
import { useEstateRights } from './use-estate-rights';
import { useEstateSync } from './use-estate-sync';

type Row = EstateHotelFieldsFragment;

export function HotelsScreen({ scope }: { scope: EstateScope }) {
  const { t } = useTranslation('estate');
  const { hotel: chosenHotel, group: chosenGroup, viewer } = useSession();
  const table = useSearchParamTableState(hotelsSearch);
  const dialog = useCrudDialog<Row>();
  const rights = useEstateRights().hotels;
  const sync = useEstateSync();
  const groupFilter = table.state.filters['groupId'];
  const groupChoices = useEstateGroupChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const groups = groupChoices.data?.groups ?? [];
  const query = useEstateHotelsQuery({
    variables: {
      ...table.variables,
      name: table.state.filters['name'] ?? null,
      groupId: groupFilter ? Number(groupFilter) : null,
      hotelId: scopedHotelId(scope, chosenHotel?.hotelId),
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useEstateDeleteHotelMutation();
  const result = query.data ?? query.previousData;
  const rows = result?.estateHotels.items ?? [];
  const noHotels = !query.loading && !query.error && result !== undefined && rows.length === 0 && !table.hasFilters;
  const severalGroups = groups.length > 1;
  const defaultGroupId =
    (groupFilter ? Number(groupFilter) : null) ?? chosenGroup?.id ?? viewer?.profile.group?.id ?? null;

  return (
    <>
      <DataTable
        ns="estate"
        title={t('hotels.title')}
        description={noHotels ? t('hotels.empty') : t('hotels.description')}
        table={table}
        rows={rows}
        total={result?.estateHotels.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
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
                  {[row.contactNumber, ...row.contactNumbersList].filter(Boolean).join(', ')}
                </Text>
              </div>
            ),
            exportValue: (row) => [row.email, row.contactNumber, ...row.contactNumbersList].filter(Boolean).join(', '),
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
        {...estateActions({
          entity: 'hotel',
          rights,
          dialog,
          remove: async (id) => (await remove({ variables: { id } })).data?.deleteHotel,
          sync,
          refetch: () => query.refetch(),
          t,
        })}
        resetFilters
        csv={{ fileName: t('hotels.title') }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('hotels.create')} editTitle={t('hotels.edit')} size="xl">
        {({ row, close }) => (
          <HotelForm
            hotel={row}
            groups={groups}
            defaultGroupId={defaultGroupId}
            onCancel={close}
            onSaved={(hotel) => {
              close();
              sync({ kind: 'hotel', hotel });
              void query.refetch();
              void groupChoices.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
