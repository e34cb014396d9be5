// The stock ledger's pages (operations §2 Inventory): /inventory/stock-management/opeingstock
// (STOCK) lists opening stock and enters it; /stock-transfer (STOCK_TRANSFER) lists the transfers
// and makes one; /stock-transfer-history (STOCK_TRANSFER_HISTORY) lists them only.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '@hotel/domain';
import type { StockMovementFieldsFragment } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import type { DataTableColumn } from '../../ui/data-table/types';
import { useList, type ListController } from '../../ui/data-table/use-list';
import { formatDateTime, formatNumber } from '../../ui/format';
import { StockForm } from './components/StockForm';
import { openingStockList, transfersList } from './lists';

type Row = StockMovementFieldsFragment;
type Page = 'opening' | 'transfer' | 'transferHistory';

const FEATURE: Record<Page, FeatureKey> = {
  opening: 'STOCK',
  transfer: 'STOCK_TRANSFER',
  transferHistory: 'STOCK_TRANSFER_HISTORY',
};

export function OpeningStockScreen() {
  return <Movements page="opening" />;
}
export function StockTransferScreen() {
  return <Movements page="transfer" />;
}
export function StockTransferHistoryScreen() {
  return <Movements page="transferHistory" />;
}

function Movements({ page }: { page: Page }) {
  const stores = useChosenService('INVENTORY');
  if (!stores) return <NotChosen what="INVENTORY" />;
  const props = { page, serviceId: stores.serviceId, pdfTitle: stores.hotelTitle };
  return page === 'opening' ? <OpeningList {...props} /> : <TransferList {...props} />;
}

interface ListProps {
  page: Page;
  serviceId: number;
  pdfTitle: string;
}

function OpeningList(props: ListProps) {
  return <MovementList {...props} list={useList(openingStockList)} />;
}

function TransferList(props: ListProps) {
  return <MovementList {...props} list={useList(transfersList)} />;
}

function MovementList({ page, serviceId, pdfTitle, list }: ListProps & { list: ListController<Row> }) {
  const { t } = useTranslation('inventory');
  const transfers = page !== 'opening';
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'createdAt',
      header: 'stock.date',
      width: 170,
      sortable: true,
      sortField: 'id',
      render: (row) => formatDateTime(row.createdAt),
      exportValue: (row) => formatDateTime(row.createdAt),
    },
    { key: 'itemName', header: 'stock.item', sortable: true, sortField: 'item', searchable: true, filterKey: 'item' },
    {
      key: 'locationName',
      header: 'stock.location',
      sortable: true,
      sortField: 'location',
      searchable: true,
      filterKey: 'location',
    },
    ...(transfers
      ? [
          {
            key: 'kind',
            header: 'stock.direction',
            width: 130,
            render: (row: Row) => (
              <Badge variant="light" color={row.quantity < 0 ? 'orange' : 'teal'}>
                {t(`kind.${row.kind}`)}
              </Badge>
            ),
            exportValue: (row: Row) => t(`kind.${row.kind}`),
          },
          { key: 'otherLocationName', header: 'stock.otherLocation' },
        ]
      : []),
    {
      key: 'quantity',
      header: 'stock.quantity',
      align: 'right',
      sortable: true,
      width: 120,
      render: (row) => formatNumber(row.quantity),
    },
    { key: 'balance', header: 'stock.balance', align: 'right', width: 120, render: (row) => formatNumber(row.balance) },
    { key: 'createdBy', header: 'stock.by' },
    { key: 'note', header: 'stock.note' },
  ];
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t(`${page}.title`)}
      description={t(`${page}.description`)}
      feature={FEATURE[page]}
      list={list}
      columns={columns}
      rowLabel={(row) => row.itemName}
      pdfTitle={pdfTitle}
      createTitle={page === 'transferHistory' ? undefined : t(`${page}.create`)}
      editable={false}
      form={
        page === 'transferHistory'
          ? undefined
          : ({ close, saved }) => <StockForm kind={page} serviceId={serviceId} onCancel={close} onSaved={saved} />
      }
    />
  );
}
