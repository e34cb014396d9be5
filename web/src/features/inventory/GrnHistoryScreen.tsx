// /inventory/stock-management/grn-history (GRN): every goods received note, newest first, each
// with its report as PDF and CSV (grn-report/{id}).

import { useTranslation } from 'react-i18next';
import type { GrnFieldsFragment } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { moneyColumn } from '../../ui/data-table/money-column';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatDateTime } from '../../ui/format';
import { grnsList } from './lists';
import { DocumentActions } from './purchasing/DocumentActions';
import { grnCsv, grnNumber, grnPdf, orderNumber } from './purchasing/documents';

type Row = GrnFieldsFragment;

export function GrnHistoryScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <GrnHistory /> : <NotChosen what="INVENTORY" />;
}

function GrnHistory() {
  const { t } = useTranslation('inventory');
  const list = useList(grnsList);
  const items = (row: Row) => row.lines.map((l) => `${l.itemName} × ${l.quantity}`).join(', ');
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('grn.historyTitle')}
      description={t('grn.historyDescription')}
      feature="GRN"
      list={list}
      columns={[
        {
          key: 'id',
          header: 'grn.number',
          sortable: true,
          width: 120,
          render: (row) => grnNumber(row.id),
          exportValue: (row) => grnNumber(row.id),
        },
        {
          key: 'createdAt',
          header: 'grn.date',
          width: 170,
          render: (row) => formatDateTime(row.createdAt),
          exportValue: (row) => row.createdAt,
        },
        {
          key: 'supplierName',
          header: 'orders.supplier',
          sortable: true,
          sortField: 'supplier',
          searchable: true,
          filterKey: 'supplier',
          render: (row) => row.supplierName ?? t('grn.direct'),
          exportValue: (row) => row.supplierName ?? '',
        },
        {
          key: 'purchaseOrderId',
          header: 'grn.purchaseOrder',
          width: 120,
          render: (row) => (row.purchaseOrderNumber ? orderNumber(row.purchaseOrderNumber) : '—'),
          exportValue: (row) => (row.purchaseOrderNumber ? orderNumber(row.purchaseOrderNumber) : ''),
        },
        { key: 'locationName', header: 'grn.location', sortable: true, sortField: 'location' },
        { key: 'lines', header: 'grn.items', render: items, exportValue: items },
        moneyColumn<Row>('total', 'orders.total', (row) => row.total, { width: 130 }),
      ]}
      rowLabel={(row) => grnNumber(row.id)}
      pdfTitle={t('grn.historyTitle')}
      extra={{
        rowActions: (row) => (
          <DocumentActions name={grnNumber(row.id)} pdf={() => grnPdf(t, row)} csv={() => grnCsv(t, row)} />
        ),
      }}
    />
  );
}
