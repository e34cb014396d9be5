// The waiter order screen, titled Steward (operations §1, §2 Restaurant): the menu on the left, the
// table's order on the right, pinned below the header while the menu scrolls; on a phone the order
// opens from the cart bar at the foot of the screen instead. The blinking 'Reconfirm Order for
// Table' banner cycles every 1300 ms over the tables awaiting confirmation. Props only; the
// container loads, acts and notifies.

import { useState } from 'react';
import { Alert, Drawer, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { billableSubtotal, isItemLive, restaurantMoney, tableTimeLocked } from '@hotel/domain';
import { PHONE_MEDIA_QUERY } from '../../../app/theme';
import type { PrintedInvoiceFieldsFragment } from '../../../graphql/hooks.gen';
import type { DraftLine, OrderDraft } from '../order-drafts';
import { asItemStatus, asOrderStatus } from '../restaurant-rules';
import { useRotation } from '../use-rotation';
import { CartBar } from './CartBar';
import { InvoiceDialog, type InvoicePayment } from './InvoiceDialog';
import { MenuPanel, type MenuPanelProps } from './MenuPanel';
import { PaidDialog } from './PaidDialog';
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
import {
  OrderPanel,
  sendButton,
  type OrderLine,
  type OrderPanelProps,
  type TableOrder,
  type WaiterTable,
} from './OrderPanel';
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
  /** The dish added last (the phone's cart bar says so); `key` changes with every addition. */
  added: { name: string; key: number } | null;
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
  /** Prints the bill before payment, with the payment and VAT customer chosen in Prepare Invoice. */
  onPrintBill: (payment: InvoicePayment) => void;
  /** Completes the payment; answers the invoice (for the receipt), or null when it failed. */
  onCompletePayment: (payment: InvoicePayment) => Promise<PrintedInvoiceFieldsFragment | null>;
  /** Prints the receipt of the invoice just paid. */
  onPrintReceipt: (invoice: PrintedInvoiceFieldsFragment) => void;
  onCustomDish: (dish: { name: string; price: number }) => Promise<boolean>;
}

type Dialog = 'drawer' | 'room' | 'customDish' | 'remarkGuest' | 'time' | 'invoice' | null;

/** Items on the order that count, sent or not, by quantity. */
function itemCount(order: TableOrder | null, draft: OrderDraft): number {
  const sent = (order?.items ?? []).filter((line) => isItemLive(asItemStatus(line.status)));
  return [...sent, ...draft.lines].reduce((sum, line) => sum + line.quantity, 0);
}

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
  const { t } = useTranslation('restaurant');
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [orderOpen, setOrderOpen] = useState(false);
  const [paid, setPaid] = useState<PrintedInvoiceFieldsFragment | null>(null);
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

  const panel: OrderPanelProps = {
    tables: props.tables,
    tablesLoading: props.tablesLoading,
    tablesError: props.tablesError,
    onRetry: props.onRetryTables,
    table: props.table,
    onSelectTable: props.onSelectTable,
    order: props.order,
    orderLoading: props.orderLoading,
    draft: props.draft,
    canAdd: props.canAdd,
    canEdit: props.canEdit,
    busy: props.busy,
    onDashboard: props.onDashboard,
    onAllocate: () => {
      props.onOpenDrawer();
      setDialog('drawer');
    },
    onPaymentMethod: (method) => {
      if (!props.requireTable()) return;
      if (method === 'ROOM_BILL') {
        props.onOpenRooms();
        setDialog('room');
      } else props.onCash();
    },
    onVat: props.onVat,
    onQuantity: props.onQuantity,
    onRemoveLine: props.onRemoveLine,
    onRemarks: setRemarksLine,
    onWithdraw: props.onWithdraw,
    onServe: props.onServe,
    onTableTime: () => {
      setNow(new Date());
      setDialog('time');
    },
    onRemarkGuest: () => setDialog('remarkGuest'),
    onCancelOrder: props.onCancelOrder,
    onPlaceOrder: props.onPlaceOrder,
    onPrepareInvoice: () => setDialog('invoice'),
    onCustomDish: () => {
      if (props.requireTable()) setDialog('customDish');
    },
  };
  const send = sendButton(panel);
  const unsentAmount = billableSubtotal(
    props.draft.lines.map((line) => ({
      price: restaurantMoney(line.price),
      quantity: line.quantity,
      orderedItemStatus: 'NEW' as const,
    })),
  );

  const heading = (
    <>
      <Title order={2}>{t('order.title')}</Title>
      <ReconfirmBanner tables={props.reconfirmTables} onSelect={props.onReconfirmTable} />
    </>
  );

  return (
    <Stack gap="md" w="100%" className={phone ? classes.phone : undefined}>
      {phone ? (
        <>
          {heading}
          <MenuPanel {...props.menu} />
        </>
      ) : (
        <div className={classes.layout}>
          <Stack gap="md">
            {heading}
            <MenuPanel {...props.menu} />
          </Stack>
          <aside className={classes.pinned} aria-label={t('cart.orderTitle')} data-testid="order-panel">
            <OrderPanel {...panel} />
          </aside>
        </div>
      )}
      {phone && (
        <>
          <CartBar
            tableNumber={props.table?.number ?? null}
            itemCount={itemCount(props.order, props.draft)}
            total={props.order ? props.order.bill.totalCharge : null}
            unsentAmount={unsentAmount.toWire()}
            added={props.added}
            send={{ label: t(send.labelKey), enabled: send.enabled, busy: props.busy === 'place' }}
            onSend={props.onPlaceOrder}
            onOpen={() => setOrderOpen(true)}
          />
          <Drawer
            opened={orderOpen}
            onClose={() => setOrderOpen(false)}
            position="bottom"
            size="92%"
            title={t('cart.orderTitle')}
            radius="md"
            data-testid="order-sheet"
          >
            <OrderPanel {...panel} />
          </Drawer>
        </>
      )}

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
          printing={props.busy === 'printBill'}
          onClose={close}
          onPrintBill={props.onPrintBill}
          onProceed={(payment) => {
            void props.onCompletePayment(payment).then((invoice) => {
              if (!invoice) return;
              setDialog(null);
              setPaid(invoice);
            });
          }}
        />
      )}
      {paid && (
        <PaidDialog
          invoice={paid}
          printing={props.busy === 'printReceipt'}
          onPrint={() => props.onPrintReceipt(paid)}
          onClose={() => setPaid(null)}
        />
      )}
    </Stack>
  );
}
