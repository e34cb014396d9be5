// Minimum Nights (operations §2 Discounts and minimum nights; /group-admin and /hotel-setting
// minimum-night, MINIMUM_NIGHT): the rules of a hotel or of the whole group with the hotel selector
// (core §6), filtered by Web or Direct; 'Add Minimum Night' and 'Update' with every §5 rule, delete
// after a confirmation. Add/edit need WRITE, delete MAINTAIN.

import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsDeleteMinimumNightMutation,
  type SettingsMinimumNightFieldsFragment,
} from '../../graphql/hooks.gen';
import type { DataTableColumn } from '../../ui/data-table';
import { useList } from '../../ui/data-table/use-list';
import { MinimumNightForm } from './components/MinimumNightForm';
import { SettingsListScreen } from './components/SettingsListScreen';
import { formatDateRange, plainDateRange } from '../../ui/format';
import { minimumNightsLists, type ScopePreference } from './lists';

type Row = SettingsMinimumNightFieldsFragment;

export function MinimumNightsScreen({ prefer = 'hotel' }: { prefer?: ScopePreference }) {
  const { t } = useTranslation('settings');
  const list = useList(minimumNightsLists[prefer]);
  const [remove] = useSettingsDeleteMinimumNightMutation();
  const channel = list.table.state.filters['channel'] ?? '';
  const types = (row: Row) =>
    [row.web && t('nights.web'), row.direct && t('nights.direct')].filter((x): x is string => Boolean(x));
  const columns = (scopeLabel: string | null): DataTableColumn<Row>[] => [
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
      render: (row) => (row.groupId ? t('scope.wholeGroup') : (scopeLabel ?? t('scope.hotel'))),
    },
  ];
  return (
    <SettingsListScreen<Row>
      list={list}
      allowGroup
      prefer={prefer}
      ns="settings"
      title={t('nights.title')}
      description={t('nights.description')}
      feature="MINIMUM_NIGHT"
      toolbarActions={
        <SegmentedControl
          aria-label={t('nights.reservationType')}
          value={channel || 'ALL'}
          onChange={(value) => list.table.setFilter('channel', value === 'ALL' ? '' : value)}
          data={[
            { value: 'ALL', label: t('nights.all') },
            { value: 'WEB', label: t('nights.web') },
            { value: 'DIRECT', label: t('nights.direct') },
          ]}
        />
      }
      columns={columns(null)}
      rowLabel={(row) => formatDateRange(row.startDate, row.endDate)}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteMinimumNight}
      createTitle={t('nights.add')}
      editTitle={t('nights.update')}
      drawerSize="lg"
      extra={{ addLabel: t('nights.add') }}
      scoped={(scope) => ({
        columns: columns(scope.label),
        form: ({ row, close, saved }) => (
          <MinimumNightForm scope={scope} config={row} onCancel={close} onSaved={saved} />
        ),
      })}
    />
  );
}
