// The waiter order screen (operations §2 Restaurant): the menu on the left, the table's order on the
// right, the blinking 'Reconfirm Order for Table' banner cycling every 1300 ms over the tables
// awaiting confirmation, and the dialogs. Props only; the container loads, acts and notifies.

import { useState } from 'react';
import { Alert, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tableTimeLocked } from '@hotel/domain';
import type { PaymentMethod } from '../../../graphql/hooks.gen';
import type { DraftLine, OrderDraft } from '../order-drafts';
import { asOrderStatus } from '../restaurant-rules';
import { useRotation } from '../use-rotation';
import { InvoiceDialog, type VatCustomer } from './InvoiceDialog';
import { MenuPanel, type MenuPanelProps } from './MenuPanel';
import {
  CustomDishDialog,
  RemarkGuestDialog,
  RemarksDialog,
  SelectRoomDialog,
  SelectTableDrawer,
  TableTimeDialog,
  type DrawerTable,
  type RoomOption,
} from './OrderDialogs';
import { OrderPanel, type OrderLine, type TableOrder, type WaiterTable } from './OrderPanel';
import classes from './OrderPage.module.css';

export interface OrderPageProps {
  menu: MenuPanelProps;
  tables: readonly WaiterTable[];
  tablesLoading: boolean;
  tablesError: boolean;
  onRetryTables: () => void;
  table: WaiterTable | null;
  onSelectTable: (id: number) => void;
  order: TableOrder | null;
  orderLoading: boolean;
  draft: OrderDraft;
  canAdd: boolean;
  canEdit: boolean;
  busy: string | null;
  onDashboard: (() => void) | null;
  /** Table numbers whose orders await the waiter's reconfirmation. */
  reconfirmTables: readonly string[];
  onReconfirmTable: (number: string) => void;
  /** 'Please select a table' when none is chosen; true when one is. */
  requireTable: () => boolean;
  drawerTables: DrawerTable[];
  drawerLoading: boolean;
  drawerBusyId: number | null;
  onOpenDrawer: () => void;
  onDrawerSelect: (table: DrawerTable) => Promise<boolean>;
  rooms: RoomOption[];
  roomsLoading: boolean;
  /** Select Room opens: the checked-in rooms are loaded. */
  onOpenRooms: () => void;
  onCash: () => void;
  onRoom: (room: RoomOption) => Promise<boolean>;
  onVat: (vatApplicable: boolean) => void;
  onQuantity: (line: DraftLine, quantity: number) => void;
  onRemoveLine: (line: DraftLine) => void;
  onLineRemarks: (key: string, remarks: string) => void;
  onWithdraw: (line: OrderLine) => void;
  onServe: (line: OrderLine) => void;
  onTableTime: (time: string) => Promise<boolean>;
  onRemarkGuest: (value: { remarks: string; customerName: string }) => Promise<boolean>;
  onCancelOrder: () => void;
  onPlaceOrder: () => void;
  onCompletePayment: (payment: { paymentMethod: PaymentMethod; vatCustomer: VatCustomer | null }) => Promise<boolean>;
  onCustomDish: (dish: { name: string; price: number }) => Promise<boolean>;
}

type Dialog = 'drawer' | 'room' | 'customDish' | 'remarkGuest' | 'time' | 'invoice' | null;

function ReconfirmBanner({ tables, onSelect }: { tables: readonly string[]; onSelect: (number: string) => void }) {
  const { t } = useTranslation('restaurant');
  const index = useRotation(tables.length);
  const current = tables[index];
  if (current === undefined) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      icon={<IconAlertTriangle />}
      className={classes.banner}
      onClick={() => onSelect(current)}
      role="status"
      data-testid="reconfirm-banner"
    >
      {t('order.reconfirmBanner', { number: current })}
    </Alert>
  );
}

export function OrderPage(props: OrderPageProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [remarksLine, setRemarksLine] = useState<{ key: string; name: string; remarks: string; sent: boolean } | null>(
    null,
  );
  const [now, setNow] = useState(() => new Date());
  const close = () => setDialog(null);
  const closeOnSuccess = (done: Promise<boolean>) => {
    void done.then((ok) => {
      if (ok) setDialog(null);
    });
  };
  const status = asOrderStatus(props.order?.status);

  return (
    <Stack gap="md" w="100%">
      <ReconfirmBanner tables={props.reconfirmTables} onSelect={props.onReconfirmTable} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <MenuPanel {...props.menu} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <OrderPanel
            tables={props.tables}
            tablesLoading={props.tablesLoading}
            tablesError={props.tablesError}
            onRetry={props.onRetryTables}
            table={props.table}
            onSelectTable={props.onSelectTable}
            order={props.order}
            orderLoading={props.orderLoading}
            draft={props.draft}
            canAdd={props.canAdd}
            canEdit={props.canEdit}
            busy={props.busy}
            onDashboard={props.onDashboard}
            onAllocate={() => {
              props.onOpenDrawer();
              setDialog('drawer');
            }}
            onPaymentMethod={(method) => {
              if (!props.requireTable()) return;
              if (method === 'ROOM_BILL') {
                props.onOpenRooms();
                setDialog('room');
              } else props.onCash();
            }}
            onVat={props.onVat}
            onQuantity={props.onQuantity}
            onRemoveLine={props.onRemoveLine}
            onRemarks={setRemarksLine}
            onWithdraw={props.onWithdraw}
            onServe={props.onServe}
            onTableTime={() => {
              setNow(new Date());
              setDialog('time');
            }}
            onRemarkGuest={() => setDialog('remarkGuest')}
            onCancelOrder={props.onCancelOrder}
            onPlaceOrder={props.onPlaceOrder}
            onPrepareInvoice={() => setDialog('invoice')}
            onCustomDish={() => {
              if (props.requireTable()) setDialog('customDish');
            }}
          />
        </Grid.Col>
      </Grid>

      <SelectTableDrawer
        opened={dialog === 'drawer'}
        onClose={close}
        tables={props.drawerTables}
        loading={props.drawerLoading}
        busyId={props.drawerBusyId}
        onSelect={(table) => closeOnSuccess(props.onDrawerSelect(table))}
      />
      {dialog === 'room' && (
        <SelectRoomDialog
          opened
          saving={props.busy === 'payment'}
          rooms={props.rooms}
          loading={props.roomsLoading}
          onClose={close}
          onSave={(room) => closeOnSuccess(props.onRoom(room))}
        />
      )}
      {remarksLine && (
        <RemarksDialog
          line={remarksLine}
          onClose={() => setRemarksLine(null)}
          onAdd={(remarks) => {
            props.onLineRemarks(remarksLine.key, remarks);
            setRemarksLine(null);
          }}
        />
      )}
      {dialog === 'customDish' && (
        <CustomDishDialog
          opened
          saving={props.busy === 'customDish'}
          onClose={close}
          onAdd={(dish) => closeOnSuccess(props.onCustomDish(dish))}
        />
      )}
      {dialog === 'remarkGuest' && (
        <RemarkGuestDialog
          opened
          initial={{
            remarks: props.draft.remarks ?? props.order?.remarks ?? '',
            customerName: props.draft.customerName ?? props.order?.customerName ?? '',
          }}
          saving={props.busy === 'place'}
          onClose={close}
          onSave={(value) => closeOnSuccess(props.onRemarkGuest(value))}
        />
      )}
      {dialog === 'time' && (
        <TableTimeDialog
          opened
          value={props.draft.orderTime ?? props.order?.orderTime ?? ''}
          locked={tableTimeLocked(status)}
          saving={props.busy === 'place'}
          now={now}
          onClose={close}
          onSave={(time) => closeOnSuccess(props.onTableTime(time))}
        />
      )}
      {dialog === 'invoice' && props.order && props.table && (
        <InvoiceDialog
          opened
          bill={props.order.bill}
          paymentMethod={props.table.allocation?.paymentMethod ?? props.order.paymentMethod}
          roomNumber={props.table.allocation?.roomNumber ?? props.order.roomNumber}
          saving={props.busy === 'complete'}
          onClose={close}
          onProceed={(payment) => closeOnSuccess(props.onCompletePayment(payment))}
        />
      )}
    </Stack>
  );
}
