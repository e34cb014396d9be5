// Minimum Nights (operations §2 Discounts and minimum nights; /group-admin and /hotel-setting
// minimum-night, MINIMUM_NIGHT): the rules of a hotel or of the whole group with the hotel selector
// (core §6), filtered by Web or Direct; 'Add Minimum Night' and 'Update' with every §5 rule, delete
// after a confirmation. Add/edit need WRITE, delete MAINTAIN.

import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsDeleteMinimumNightMutation,
  useSettingsMinimumNightsQuery,
  type SettingsMinimumNightFieldsFragment,
} from '../../graphql/hooks.gen';
import {
  crudActions,
  CrudModal,
  DataTable,
  useCrudDialog,
  useCrudRights,
  useSearchParamTableState,
} from '../../ui/data-table';
import { MinimumNightForm } from './components/MinimumNightForm';
import { ScopeSelect } from './components/ScopeSelect';
import { ScopedScreen } from './components/ScopedScreen';
import { formatDateRange, plainDateRange } from '../../ui/format';
import { pageOfRows } from './local-rows';
import { minimumNightsSearch } from './table-searches';
import type { SettingsScope } from './use-settings-scope';

type Row = SettingsMinimumNightFieldsFragment;

export function MinimumNightsScreen({ prefer = 'hotel' }: { prefer?: 'group' | 'hotel' }) {
  const { t } = useTranslation('settings');
  return (
    <ScopedScreen title={t('nights.title')} allowGroup prefer={prefer}>
      {(scope) => <MinimumNights scope={scope} />}
    </ScopedScreen>
  );
}

function MinimumNights({ scope }: { scope: SettingsScope }) {
  const { t } = useTranslation('settings');
  const table = useSearchParamTableState(minimumNightsSearch);
  const dialog = useCrudDialog<Row>();
  const channel = table.state.filters['channel'] ?? '';
  const query = useSettingsMinimumNightsQuery({
    variables: {
      hotelId: scope.hotelId,
      groupId: scope.groupId,
      web: channel === 'WEB' ? true : null,
      direct: channel === 'DIRECT' ? true : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useSettingsDeleteMinimumNightMutation();
  const rights = useCrudRights('MINIMUM_NIGHT');
  const all = (query.data ?? query.previousData)?.minimumNights ?? [];
  const types = (row: Row) =>
    [row.web && t('nights.web'), row.direct && t('nights.direct')].filter((x): x is string => Boolean(x));

  return (
    <>
      <DataTable
        ns="settings"
        title={t('nights.title')}
        description={t('nights.description')}
        toolbarActions={
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              aria-label={t('nights.reservationType')}
              value={channel || 'ALL'}
              onChange={(value) => table.setFilter('channel', value === 'ALL' ? '' : value)}
              data={[
                { value: 'ALL', label: t('nights.all') },
                { value: 'WEB', label: t('nights.web') },
                { value: 'DIRECT', label: t('nights.direct') },
              ]}
            />
            <ScopeSelect scope={scope} />
          </Group>
        }
        table={table}
        rows={pageOfRows(all, table.state)}
        total={all.length}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'startDate',
            header: 'nights.duration',
            sortable: true,
            render: (row) => formatDateRange(row.startDate, row.endDate),
            exportValue: (row) => plainDateRange(row.startDate, row.endDate),
          },
          { key: 'numOfDays', header: 'nights.minimumNights', sortable: true, align: 'right', width: 160 },
          {
            key: 'types',
            header: 'nights.reservationType',
            render: (row) => (
              <Group gap={4}>
                {types(row).map((type) => (
                  <Badge key={type} variant="light" size="sm">
                    {type}
                  </Badge>
                ))}
              </Group>
            ),
            exportValue: (row) => types(row).join(', '),
          },
          {
            key: 'always',
            header: 'nights.alwaysColumn',
            width: 110,
            render: (row) => (row.always ? t('common.yes') : t('common.no')),
            exportValue: (row) => (row.always ? t('common.yes') : t('common.no')),
          },
          {
            key: 'scope',
            header: 'discount.scope',
            render: (row) => (row.groupId ? t('scope.wholeGroup') : (scope.label ?? t('scope.hotel'))),
          },
        ]}
        addLabel={t('nights.add')}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteMinimumNight,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => formatDateRange(row.startDate, row.endDate),
        })}
        resetFilters
        csv={{ fileName: t('nights.title'), rows: () => all }}
      />
      <CrudModal
        dialog={dialog}
        size="lg"
        createTitle={t('nights.add')}
        editTitle={t('nights.update')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => <MinimumNightForm scope={scope} config={row} onCancel={close} onSaved={saved} />}
      </CrudModal>
    </>
  );
}
