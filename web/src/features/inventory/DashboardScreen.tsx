// /inventory/inventory-dashboard, titled 'Dashboard' (operations §2 Inventory, §9): the tiles
// Total Products, Low Stock Products, Out of Stock Products and Zero Stock Products from the real
// stock; the 'Product Items' table (Item, Location, Quantity with the add-on flag, Re-Order Level),
// rows below their reorder level highlighted; a row opens its statistics.

import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, SimpleGrid, Skeleton, Stack, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBox, IconChartLine, IconCircleOff, IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isBelowReorderLevel } from '@hotel/domain';
import {
  useInventoryStockChangesSubscription,
  useInventoryTilesQuery,
  type ProductItemsQuery,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useSession } from '../../session/session';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { LoadError } from '../../ui/LoadError';
import { PageHeading } from '../../ui/PageHeading';
import { StatCard } from '../../ui/StatCard';
import { DataTable } from '../../ui/data-table/DataTable';
import { useList } from '../../ui/data-table/use-list';
import { StatisticsModal, type StatisticsLine } from './components/StatisticsModal';
import { GroupOrStoreDashboard } from './GroupDashboard';
import { productItemsList } from './lists';
import { groupLevelScope } from './stock-lists';
import { ReplenishButton } from './stock-control/ReplenishmentModal';
import { productItemColumns } from './components/product-item-columns';
import classes from './DashboardScreen.module.css';

type Row = ProductItemsQuery['productItems']['items'][number];

export function DashboardScreen() {
  const stores = useChosenService('INVENTORY');
  // A group-level user (no hotel of their own) sees the group's figures first.
  const group = groupLevelScope(useSession());
  if (!stores) return <NotChosen what="INVENTORY" />;
  if (group)
    return (
      <GroupOrStoreDashboard
        serviceId={group.serviceId}
        groupId={group.groupId}
        groupTitle={group.groupTitle}
        store={<Dashboard stores={stores} />}
      />
    );
  return <Dashboard stores={stores} />;
}

function Dashboard({ stores }: { stores: ChosenService }) {
  const { t } = useTranslation('inventory');
  const [statistics, setStatistics] = useState<StatisticsLine | null>(null);
  const tiles = useInventoryTilesQuery({
    variables: { hotelId: stores.hotelId, serviceId: stores.serviceId },
    fetchPolicy: 'cache-and-network',
  });
  const list = useList(productItemsList);
  const figures = tiles.data?.inventoryTiles;
  // Live: a committed movement of this store (by anyone) refreshes the tiles and the table.
  const refresh = () => {
    void tiles.refetch().catch(() => undefined);
    void list.refetch();
  };
  useInventoryStockChangesSubscription({ variables: { serviceId: stores.serviceId }, onData: refresh });
  const tile = (label: string, value: number | undefined, icon: ReactNode) => (
    <StatCard label={label} value={value === undefined ? <Skeleton h={30} w={60} /> : value} icon={icon} />
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading
          title={t('dashboard.title')}
          description={t('dashboard.description', { store: stores.serviceName })}
        />
        <ReplenishButton serviceId={stores.serviceId} />
      </Group>
      <LoadError error={tiles.error} fallback={t('dashboard.loadFailed')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {tile(t('dashboard.total'), figures?.totalProducts, <IconBox />)}
        {tile(t('dashboard.low'), figures?.lowStockProducts, <IconAlertTriangle />)}
        {tile(t('dashboard.outOfStock'), figures?.outOfStockProducts, <IconPackageOff />)}
        {tile(t('dashboard.zeroStock'), figures?.zeroStockProducts, <IconCircleOff />)}
      </SimpleGrid>
      <div className={classes.table}>
        <DataTable<Row>
          ns="inventory"
          title={t('dashboard.productItems')}
          table={list.table}
          rows={list.rows}
          total={list.total}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(row) => `${row.itemId}-${row.locationId}`}
          rowState={(row) => (isBelowReorderLevel(row.quantity, row.reorderLevel) ? 'low' : undefined)}
          columns={productItemColumns<Row>(t)}
          rowActions={(row) => (
            <Tooltip label={t('dashboard.showStatistics')} withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={t('dashboard.statistics', { item: row.itemName })}
                onClick={() => setStatistics(row)}
              >
                <IconChartLine size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          resetFilters
          csv={{ fileName: t('dashboard.productItems'), rows: list.allRows }}
        />
      </div>
      <StatisticsModal serviceId={stores.serviceId} line={statistics} onClose={() => setStatistics(null)} />
    </Stack>
  );
}
