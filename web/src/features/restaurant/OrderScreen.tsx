// The waiter order screen (feature FOOD_MENU), at /toplevel/restaurant-dashboard/:{category} and
// /restaurant/dashboard/:{categoryId}: loads the waiter's tables, the chosen table's order and the
// menu; runs every action with the spec's messages (operations §4, §5, §8); listens to the waiter's
// live queue. Unsent lines live in the order drafts until Order / Update Order / Confirm Order.

import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  cancelOrderRefusal,
  cancellationScope,
  isOrderEditable,
  paymentMethodRefusal,
  tableSelection,
} from '@hotel/domain';
import {
  TableOrderDocument,
  useAllocateTableMutation,
  useCancelOrderMutation,
  useCompletePaymentMutation,
  useCreateCustomDishMutation,
  useDeallocateTableMutation,
  usePlaceOrderMutation,
  useReservedRoomsQuery,
  useServeOrderItemMutation,
  useSetOrderVatMutation,
  useSetPaymentMethodMutation,
  useTableOrderQuery,
  useVacantTablesQuery,
  useWaiterTablesQuery,
  useWithdrawOrderItemMutation,
  type PlaceOrderInput,
  type PrintedInvoiceFieldsFragment,
  type TableOrderQuery,
} from '../../graphql/hooks.gen';
import { isAvailable } from '../../navigation/available';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { refusalText } from '../../graphql/errors';
import { notifyError } from '../../ui/notify';
import { confirm } from '../../ui/confirm';
import type { DrawerTable } from './components/OrderDialogs';
import { OrderPage } from './components/OrderPage';
import { WAITER_STATUS_PATH } from './menu-routes';
import { addItem, clearDraft, updateDraft, useOrderDraft, useUnsentLineCounts, type OrderDraft } from './order-drafts';
import { toMoney } from '../../ui/format';
import { nowHHmm } from './restaurant-format';
import { asItemStatus, asOrderStatus } from './restaurant-rules';
import { reportFailure, runAction, type ActionOptions } from './run-action';
import { NotChosen } from '../../session/NotChosen';
import { useOrderMenu, type MenuTarget } from './use-order-menu';
import { useChosenService } from '../../session/use-chosen';
import { useWaiterLive } from './use-waiter-live';
import { usePrintBill } from './print/use-print-bill';

export function OrderScreen({ target }: { target: MenuTarget }) {
  const { t } = useTranslation('restaurant');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { hotel } = useSession();
  const restaurant = useChosenService('RESTAURANT');
  const serviceId = restaurant?.serviceId ?? null;
  const hotelId = restaurant?.hotelId ?? null;
  const sid = serviceId ?? 0;
  const canAdd = useCan('FOOD_MENU', 'ADD');
  const canEdit = useCan('FOOD_MENU', 'EDIT');
  const canLive = useCan('STEWARD_DASHBOARD', 'VIEW');
  const [busy, setBusy] = useState<string | null>(null);
  const [added, setAdded] = useState<{ name: string; key: number } | null>(null);
  const noteAdded = (name: string) => setAdded((last) => ({ name, key: (last?.key ?? 0) + 1 }));

  const menu = useOrderMenu(serviceId, target);

  // ------------------------------------------------------------------ tables and the chosen table's order
  const tablesQuery = useWaiterTablesQuery({
    variables: { serviceId: sid },
    skip: serviceId === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const tables = tablesQuery.data?.waiterTables ?? [];
  const [chosenTableId, setChosenTableId] = useState<number | null>(null);
  const table = tables.find((candidate) => candidate.id === chosenTableId) ?? tables[0] ?? null;
  const tableId = table?.id ?? null;

  const orderQuery = useTableOrderQuery({
    variables: { serviceId: sid, tableId: tableId ?? 0 },
    skip: serviceId === null || tableId === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const loadedOrder = orderQuery.data?.order ?? null;
  const order = loadedOrder && loadedOrder.table.id === tableId ? loadedOrder : null;
  const status = asOrderStatus(order?.status);
  const draft = useOrderDraft(sid, tableId);
  const unsentOf = useUnsentLineCounts(sid);

  const { refetch: refetchTables } = tablesQuery;
  const { refetch: refetchOrder } = orderQuery;
  const refreshTables = useCallback(() => {
    refetchTables().catch(() => undefined);
  }, [refetchTables]);
  const refreshOrder = useCallback(() => {
    if (tableId !== null) refetchOrder().catch(() => undefined);
  }, [refetchOrder, tableId]);

  // ------------------------------------------------------------------ the Select Table drawer and Select Room
  const [drawerWanted, setDrawerWanted] = useState(false);
  const vacantQuery = useVacantTablesQuery({
    variables: { serviceId: sid },
    skip: serviceId === null || !drawerWanted,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch: refetchVacant } = vacantQuery;
  const refreshVacant = useCallback(() => {
    if (drawerWanted) refetchVacant().catch(() => undefined);
  }, [drawerWanted, refetchVacant]);

  const [roomsWanted, setRoomsWanted] = useState(false);
  const roomsQuery = useReservedRoomsQuery({
    variables: { hotelId: hotelId ?? 0 },
    skip: hotelId === null || !roomsWanted,
    fetchPolicy: 'cache-and-network',
  });

  // ------------------------------------------------------------------ live
  const refreshAll = useCallback(() => {
    refreshTables();
    refreshOrder();
    refreshVacant();
  }, [refreshTables, refreshOrder, refreshVacant]);
  useWaiterLive(serviceId !== null && canLive, refreshAll);

  // ------------------------------------------------------------------ mutations
  const [allocate] = useAllocateTableMutation();
  const [deallocate] = useDeallocateTableMutation();
  const [setPayment] = useSetPaymentMethodMutation();
  const [place] = usePlaceOrderMutation();
  const [cancel] = useCancelOrderMutation();
  const [setVat] = useSetOrderVatMutation();
  const [serve] = useServeOrderItemMutation();
  const [withdraw] = useWithdrawOrderItemMutation();
  const [complete] = useCompletePaymentMutation();
  const [createDish] = useCreateCustomDishMutation();
  const printer = usePrintBill(sid);

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const run = async (key: string, action: () => Promise<string | null | undefined>, options: ActionOptions) => {
    setBusy(key);
    const done = await runAction(action, options);
    setBusy(null);
    return done;
  };

  const requireTable = (): boolean => {
    if (table?.allocation) return true;
    notifyError(refusalText('SELECT_TABLE'));
    return false;
  };

  /** Shows the table's order as the server answered it (a new order has no cached query yet). */
  const showOrder = (forTable: number, next: TableOrderQuery['order']) =>
    client.writeQuery<TableOrderQuery>({
      query: TableOrderDocument,
      variables: { serviceId: sid, tableId: forTable },
      data: { order: next },
    });

  /** Order / Update Order / Confirm Order, also used to send a new table time or remark at once. */
  const sendOrder = async (change: Partial<OrderDraft> = {}): Promise<boolean> => {
    if (!table?.allocation) {
      notifyError(refusalText('SELECT_TABLE'));
      return false;
    }
    const paymentRefusal = paymentMethodRefusal(table.allocation.paymentMethod);
    if (paymentRefusal !== null) {
      notifyError(refusalText(paymentRefusal.reason));
      return false;
    }
    const next = { ...draft, ...change };
    const input: PlaceOrderInput = {
      orderId: order?.id ?? null,
      tableId: table.id,
      allocationId: table.allocation.id,
      orderTime: next.orderTime ?? order?.orderTime ?? nowHHmm(),
      items: [
        ...(order?.items ?? []).map((line) => ({
          id: line.id,
          itemId: line.itemId,
          quantity: line.quantity,
          remarks: line.remarks,
          ticketId: line.ticket?.id ?? null,
          status: line.status,
        })),
        ...next.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, remarks: line.remarks })),
      ],
      customerName: next.customerName ?? order?.customerName ?? table.allocation.customerName ?? '',
      remarks: next.remarks ?? order?.remarks ?? '',
      vatApplicable: order?.vatApplicable ?? table.allocation.vatApplicable,
    };
    const forTable = table.id;
    const done = await run(
      'place',
      async () => {
        const { data } = await place({ variables: { input } });
        if (data) showOrder(forTable, data.placeOrder.order);
        return data?.placeOrder.message;
      },
      { notice: input.orderId === null ? 'ORDER_PLACED' : 'ORDER_UPDATED', always: refreshTables },
    );
    if (done) clearDraft(sid, forTable);
    return done;
  };

  /** The table time and the remark and guest name: sent at once to a placed order, else kept for the order. */
  const changeHeader = async (change: Partial<OrderDraft>): Promise<boolean> => {
    if (!table) return false;
    if (order && status !== 'REQUEST_CONFIRMATION' && draft.lines.length === 0) return sendOrder(change);
    updateDraft(sid, table.id, (current) => ({ ...current, ...change }));
    return true;
  };

  /** Cancel Order asks first (issue 10): what goes, and that the kitchen sees it cancelled. */
  const askCancelOrder = async () => {
    if (!table) return;
    const forTable = table.id;
    const items = (order?.items ?? []).map((line) => asItemStatus(line.status));
    const sent = order !== null && cancelOrderRefusal(status, items) === null;
    // Ask first: one tap must not throw away an order the kitchen already has (issue 10).
    const question = !sent ? 'unsent' : cancellationScope(items) === 'ORDER' ? 'order' : 'pendingLines';
    const confirmed = await confirm({
      title: t('order.cancelQuestion.title'),
      message: t(`order.cancelQuestion.${question}`, { number: table.number }),
      confirmLabel: t('order.cancelOrder'),
      cancelLabel: t('order.cancelQuestion.keep'),
      danger: true,
    });
    if (!confirmed) return;
    if (!sent || !order) {
      // Only what was never sent goes.
      updateDraft(sid, forTable, (current) => ({ ...current, lines: [] }));
      return;
    }
    void run(
      'cancel',
      async () => {
        const { data } = await cancel({ variables: { orderId: order.id } });
        if (data) showOrder(forTable, data.cancelOrder.order);
        return data?.cancelOrder.message;
      },
      { notice: 'ORDER_CANCELLED', always: refreshTables },
    ).then((done) => {
      if (done) clearDraft(sid, forTable);
    });
  };

  const drawerTables: DrawerTable[] = [
    ...(vacantQuery.data?.vacantTables ?? [])
      .filter((vacant) => !tables.some((mine) => mine.id === vacant.id))
      .map((vacant) => ({
        id: vacant.id,
        number: vacant.number,
        status: vacant.status,
        lineCount: vacant.orderLineCount,
        allocated: false,
      })),
    ...tables.map((mine) => ({
      id: mine.id,
      number: mine.number,
      status: mine.status,
      lineCount: mine.orderLineCount + unsentOf(mine.id),
      allocated: true,
    })),
  ];

  const reconfirmTables = [
    ...new Set([
      ...tables.filter((tb) => tb.allocation?.currentOrder?.status === 'REQUEST_CONFIRMATION').map((tb) => tb.number),
      ...(order?.requestConfirmationTables ?? []),
    ]),
  ];

  return (
    <OrderPage
      menu={{
        ...menu,
        onAddFood: (food) => {
          if (!requireTable() || !table || !canAdd || !isOrderEditable(status)) return;
          updateDraft(sid, table.id, (current) =>
            addItem(current, {
              itemId: food.id,
              name: food.name,
              image: food.image,
              price: toMoney(food.price),
              itemType: food.itemType,
            }),
          );
          noteAdded(food.name);
        },
      }}
      tables={tables}
      tablesLoading={tablesQuery.loading && !tablesQuery.data}
      tablesError={Boolean(tablesQuery.error) && !tablesQuery.data}
      onRetryTables={refreshTables}
      table={table}
      onSelectTable={setChosenTableId}
      order={order}
      orderLoading={orderQuery.loading && !orderQuery.data}
      draft={draft}
      canAdd={canAdd}
      canEdit={canEdit}
      busy={busy}
      added={added}
      onDashboard={
        canLive && isAvailable(WAITER_STATUS_PATH) ? () => void navigate({ href: WAITER_STATUS_PATH }) : null
      }
      reconfirmTables={reconfirmTables}
      onReconfirmTable={(number) => {
        const match = tables.find((candidate) => candidate.number === number);
        if (match) setChosenTableId(match.id);
      }}
      requireTable={requireTable}
      drawerTables={drawerTables}
      drawerLoading={vacantQuery.loading && !vacantQuery.data}
      drawerBusyId={busy?.startsWith('table:') ? Number(busy.slice('table:'.length)) : null}
      onOpenDrawer={() => {
        if (drawerWanted) refreshVacant();
        else setDrawerWanted(true);
      }}
      onDrawerSelect={async (chosen) => {
        switch (tableSelection(chosen.status, chosen.lineCount)) {
          case 'ALLOCATE': {
            let allocatedId: number | null = null;
            const done = await run(
              `table:${chosen.id}`,
              async () => {
                const { data } = await allocate({ variables: { serviceId: sid, tableId: chosen.id } });
                allocatedId = data?.allocateTable.table.id ?? null;
                return data?.allocateTable.message;
              },
              { notice: 'TABLE_ALLOCATED' },
            );
            refreshTables();
            refreshVacant();
            if (done && allocatedId !== null) setChosenTableId(allocatedId);
            return done;
          }
          case 'DEALLOCATE': {
            const allocationId = tables.find((mine) => mine.id === chosen.id)?.allocation?.id;
            if (allocationId === undefined) return false;
            const done = await run(
              `table:${chosen.id}`,
              async () => (await deallocate({ variables: { allocationId } })).data?.deallocateTable.message,
              { notice: 'TABLE_DEALLOCATED' },
            );
            if (done) {
              clearDraft(sid, chosen.id);
              if (chosenTableId === chosen.id) setChosenTableId(null);
            }
            refreshTables();
            refreshVacant();
            return done;
          }
          default:
            notifyError(refusalText('UNABLE_TO_DEALLOCATE_TABLE'));
            return false;
        }
      }}
      rooms={roomsQuery.data?.reservedRooms ?? []}
      roomsLoading={roomsQuery.loading && !roomsQuery.data}
      onOpenRooms={() => setRoomsWanted(true)}
      onCash={() => {
        if (!table?.allocation) return;
        void run(
          'payment',
          async () =>
            (
              await setPayment({
                variables: {
                  input: {
                    serviceId: sid,
                    tableId: table.id,
                    allocationId: table.allocation?.id ?? null,
                    paymentMethod: 'CASH',
                  },
                },
              })
            ).data?.setPaymentMethod.message,
          { notice: 'PAYMENT_METHOD_UPDATED' },
        );
      }}
      onRoom={(room) => {
        if (!table?.allocation) return Promise.resolve(false);
        return run(
          'payment',
          async () =>
            (
              await setPayment({
                variables: {
                  input: {
                    serviceId: sid,
                    tableId: table.id,
                    allocationId: table.allocation?.id ?? null,
                    paymentMethod: 'ROOM_BILL',
                    reservedRoomId: room.id,
                    roomNumber: room.roomNumber,
                    vatApplicable: room.vatApplicableForReservation,
                  },
                },
              })
            ).data?.setPaymentMethod.message,
          { notice: 'PAYMENT_METHOD_UPDATED' },
        );
      }}
      onVat={(vatApplicable) => {
        if (!order) return;
        void run(
          'vat',
          async () => (await setVat({ variables: { orderId: order.id, vatApplicable } })).data?.setOrderVat.message,
          { notice: 'ORDER_VAT_UPDATED' },
        );
      }}
      onQuantity={(line, quantity) => {
        if (!table || quantity < 1) return;
        updateDraft(sid, table.id, (current) => ({
          ...current,
          lines: current.lines.map((candidate) =>
            candidate.key === line.key ? { ...candidate, quantity } : candidate,
          ),
        }));
      }}
      onRemoveLine={(line) => {
        if (!table) return;
        updateDraft(sid, table.id, (current) => ({
          ...current,
          lines: current.lines.filter((candidate) => candidate.key !== line.key),
        }));
      }}
      onLineRemarks={(key, remarks) => {
        if (!table) return;
        updateDraft(sid, table.id, (current) => ({
          ...current,
          lines: current.lines.map((candidate) => (candidate.key === key ? { ...candidate, remarks } : candidate)),
        }));
      }}
      onWithdraw={(line) =>
        void run(
          `withdraw:${line.id}`,
          async () => (await withdraw({ variables: { itemId: line.id } })).data?.withdrawOrderItem.message,
          { notice: 'ITEM_STATUS_UPDATED', always: refreshTables },
        )
      }
      onServe={(line) =>
        void run(
          `serve:${line.id}`,
          async () => (await serve({ variables: { itemId: line.id } })).data?.serveOrderItem.message,
          { notice: 'ITEM_STATUS_UPDATED', failure: false, always: refreshTables },
        )
      }
      onTableTime={(orderTime) => changeHeader({ orderTime })}
      onRemarkGuest={(value) => changeHeader(value)}
      onCancelOrder={() => void askCancelOrder()}
      onPlaceOrder={() => void sendOrder()}
      onPrintBill={({ paymentMethod, vatCustomer }) => {
        if (!order || !table) return;
        setBusy('printBill');
        void printer
          .bill({
            order,
            paymentMethod,
            roomNumber: table.allocation?.roomNumber ?? order.roomNumber,
            customer: vatCustomer,
          })
          .finally(() => setBusy(null));
      }}
      onCompletePayment={async ({ paymentMethod, vatCustomer }) => {
        if (!order || !table || hotelId === null) return null;
        const forTable = table.id;
        let invoice: PrintedInvoiceFieldsFragment | null = null;
        const done = await run(
          'complete',
          async () => {
            const { data } = await complete({
              variables: {
                input: {
                  orderId: order.id,
                  hotelId,
                  paymentMethod,
                  vatCustomer: vatCustomer ? { ...vatCustomer, groupId: hotel?.groupId || null } : null,
                },
              },
            });
            invoice = data?.completePayment.invoice ?? null;
            return data?.completePayment.message;
          },
          { notice: 'PAYMENT_COMPLETED' },
        );
        if (done) {
          // Completing payment clears the table's order, resets to the first table and refreshes the list.
          clearDraft(sid, forTable);
          showOrder(forTable, null);
          setChosenTableId(null);
          refreshTables();
        }
        return done ? invoice : null;
      }}
      onPrintReceipt={(invoice) => {
        setBusy('printReceipt');
        void printer.receipt(invoice).finally(() => setBusy(null));
      }}
      onCustomDish={async ({ name, price }) => {
        if (!table) return false;
        const forTable = table.id;
        setBusy('customDish');
        try {
          const { data } = await createDish({ variables: { input: { serviceId: sid, name, price } } });
          const dish = data?.createCustomDish;
          if (!dish) return false;
          updateDraft(sid, forTable, (current) =>
            addItem(current, {
              itemId: dish.id,
              name: dish.name,
              image: dish.image,
              price: toMoney(dish.price),
              itemType: dish.itemType,
            }),
          );
          noteAdded(dish.name);
          return true;
        } catch (error) {
          reportFailure(error);
          return false;
        } finally {
          setBusy(null);
        }
      }}
    />
  );
}
