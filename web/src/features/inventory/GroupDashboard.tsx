// The inventory dashboard of a group-level user (operations §6: hotelId 0 is group level): the four
// tiles summed over the group's stores and the 'Product Items' table with each line's store (rows
// below their reorder level highlighted, as on a store's dashboard). A switch shows the chosen
// store's own dashboard instead.

import { useState, type ReactNode } from 'react';
import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBox, IconCircleOff, IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isBelowReorderLevel } from '@hotel/domain';
import { useGroupInventoryTilesQuery, type GroupProductItemsQuery } from '../../graphql/hooks.gen';
import { LoadError } from '../../ui/LoadError';
import { PageHeading } from '../../ui/PageHeading';
import { StatCard } from '../../ui/StatCard';
import { DataTable } from '../../ui/data-table/DataTable';
import { useList } from '../../ui/data-table/use-list';
import { groupProductItemsList } from './stock-lists';
import { productItemColumns } from './components/product-item-columns';
import classes from './DashboardScreen.module.css';

type Row = GroupProductItemsQuery['groupProductItems']['items'][number];

export function GroupOrStoreDashboard({
  serviceId,
  groupId,
  groupTitle,
  store,
}: {
  serviceId: number;
  groupId: number;
  groupTitle: string;
  /** The chosen store's own dashboard. */
  store: ReactNode;
}) {
  const { t } = useTranslation('inventory-stock');
  const [scope, setScope] = useState<'group' | 'store'>('group');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('group.scope')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('group.scope')}
          value={scope}
          onChange={(value) => setScope(value === 'store' ? 'store' : 'group')}
          data={[
            { value: 'group', label: t('group.wholeGroup') },
            { value: 'store', label: t('group.thisStore') },
          ]}
        />
      </Group>
      {scope === 'group' ? <GroupDashboard serviceId={serviceId} groupId={groupId} groupTitle={groupTitle} /> : store}
    </Stack>
  );
}

function GroupDashboard({
  serviceId,
  groupId,
  groupTitle,
}: {
  serviceId: number;
  groupId: number;
  groupTitle: string;
}) {
  const { t } = useTranslation('inventory-stock');
  const { t: ti } = useTranslation('inventory');
  const tiles = useGroupInventoryTilesQuery({ variables: { serviceId, groupId }, fetchPolicy: 'cache-and-network' });
  const list = useList(groupProductItemsList);
  const figures = tiles.data?.groupInventoryTiles;
  const tile = (label: string, value: number | undefined, icon: ReactNode) => (
    <StatCard label={label} value={value === undefined ? <Skeleton h={30} w={60} /> : value} icon={icon} />
  );
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('group.title')}
        description={t('group.description', { count: figures?.stores ?? 0, group: groupTitle })}
      />
      <LoadError error={tiles.error} fallback={t('group.loadFailed')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {tile(ti('dashboard.total'), figures?.totalProducts, <IconBox />)}
        {tile(ti('dashboard.low'), figures?.lowStockProducts, <IconAlertTriangle />)}
        {tile(ti('dashboard.outOfStock'), figures?.outOfStockProducts, <IconPackageOff />)}
        {tile(ti('dashboard.zeroStock'), figures?.zeroStockProducts, <IconCircleOff />)}
      </SimpleGrid>
      <div className={classes.table}>
        <DataTable<Row>
          ns="inventory"
          title={ti('dashboard.productItems')}
          table={list.table}
          rows={list.rows}
          total={list.total}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(row) => `${row.itemId}-${row.locationId}`}
          rowState={(row) => (isBelowReorderLevel(row.quantity, row.reorderLevel) ? 'low' : undefined)}
          columns={productItemColumns<Row>(ti, [
            {
              key: 'storeName',
              header: 'dashboard.store',
              render: (row) => (row.hotelName ? `${row.storeName} · ${row.hotelName}` : row.storeName),
              exportValue: (row) => (row.hotelName ? `${row.storeName} · ${row.hotelName}` : row.storeName),
            },
          ])}
          resetFilters
          csv={{ fileName: ti('dashboard.productItems'), rows: list.allRows }}
        />
      </div>
    </Stack>
  );
}
