// /inventory/stock-management/purchase-order (PURCHASE_ORDER): orders to suppliers, draft → sent →
// partly received → received, or closed. Send and Close by EDIT; each order's report as PDF and CSV.

import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderActionRefusal } from '@hotel/domain';
import {
  useClosePurchaseOrderMutation,
  useDeletePurchaseOrderMutation,
  useSendPurchaseOrderMutation,
  type PurchaseOrderFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { serverNotice } from '../../graphql/notices';
import { NotChosen } from '../../session/NotChosen';
import { useCan } from '../../session/permissions';
import { useChosenService } from '../../session/use-chosen';
import { moneyColumn } from '../../ui/data-table/money-column';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatDate } from '../../ui/format';
import { notifyError, notifySuccess } from '../../ui/notify';
import { purchaseOrdersList } from './lists';
import { DocumentActions } from './purchasing/DocumentActions';
import { orderNumber, purchaseOrderCsv, purchaseOrderPdf } from './purchasing/documents';
import { PurchaseOrderForm } from './purchasing/PurchaseOrderForm';
import { statusColor } from './purchasing/status';
import { ReplenishButton } from './stock-control/ReplenishmentModal';

type Row = PurchaseOrderFieldsFragment;

export function PurchaseOrdersScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <PurchaseOrders serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function PurchaseOrders({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(purchaseOrdersList);
  const canEdit = useCan('PURCHASE_ORDER', 'EDIT');
  const [remove] = useDeletePurchaseOrderMutation();
  const [send] = useSendPurchaseOrderMutation();
  const [close] = useClosePurchaseOrderMutation();
  const status = (row: Row) => t(`orders.status.${row.status}`);
  const run = async (action: () => Promise<{ message: string } | null | undefined>) => {
    try {
      const result = await action();
      if (result) notifySuccess(serverNotice(result.message));
      list.refetch();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('orders.title')}
      description={t('orders.description')}
      feature="PURCHASE_ORDER"
      list={list}
      toolbarActions={<ReplenishButton serviceId={serviceId} onCreated={() => list.refetch()} />}
      columns={[
        {
          key: 'id',
          header: 'orders.number',
          sortable: true,
          width: 110,
          render: (row) => orderNumber(row.number),
          exportValue: (row) => orderNumber(row.number),
        },
        {
          key: 'supplierName',
          header: 'orders.supplier',
          sortable: true,
          sortField: 'supplier',
          searchable: true,
          filterKey: 'supplier',
        },
        {
          key: 'status',
          header: 'orders.statusLabel',
          sortable: true,
          width: 190,
          render: (row) => (
            <Badge variant="light" tt="none" color={statusColor(row.status)}>
              {status(row)}
            </Badge>
          ),
          exportValue: status,
        },
        {
          key: 'expectedDate',
          header: 'orders.expectedDate',
          sortable: true,
          width: 140,
          render: (row) => formatDate(row.expectedDate),
          exportValue: (row) => row.expectedDate ?? '',
        },
        moneyColumn<Row>('total', 'orders.total', (row) => row.total, { width: 130 }),
      ]}
      rowLabel={(row) => `${orderNumber(row.number)} ${row.supplierName}`}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deletePurchaseOrder}
      createTitle={t('orders.create')}
      editTitle={t('orders.edit')}
      drawerSize="xl"
      pdfTitle={t('orders.title')}
      extra={{
        rowActions: (row) => (
          <>
            {canEdit && !purchaseOrderActionRefusal(row.status, 'SEND') ? (
              <Tooltip label={t('orders.send')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('orders.sendNamed', { name: orderNumber(row.number) })}
                  onClick={() =>
                    void run(async () => (await send({ variables: { serviceId, id: row.id } })).data?.sendPurchaseOrder)
                  }
                >
                  <IconSend size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {canEdit && !purchaseOrderActionRefusal(row.status, 'CLOSE') ? (
              <Tooltip label={t('orders.close')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('orders.closeNamed', { name: orderNumber(row.number) })}
                  onClick={() =>
                    void run(
                      async () => (await close({ variables: { serviceId, id: row.id } })).data?.closePurchaseOrder,
                    )
                  }
                >
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <DocumentActions
              name={orderNumber(row.number)}
              pdf={() => purchaseOrderPdf(t, row)}
              csv={() => purchaseOrderCsv(t, row)}
            />
          </>
        ),
      }}
      form={({ row, close: closeForm, saved }) => (
        <PurchaseOrderForm serviceId={serviceId} order={row} onCancel={closeForm} onSaved={saved} />
      )}
    />
  );
}
