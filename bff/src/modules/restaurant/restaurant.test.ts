// The restaurant end to end through GraphQL against the real upstream: a waiter and a chef take an
// order from an allocated table to a paid bill, the kitchen and waiter subscriptions deliver every
// step through the real STOMP broker (embedded, or RabbitMQ with STOMP_RELAY_URL), and a room-bill
// order posts its charge to the guest's room.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { billToWire, computeBill, restaurantMoney, splitServiceCharge, type RestaurantTaxRate } from '@hotel/domain';
import { collect, startStack, type Stack } from '../../test/stack.js';
import {
  KITCHEN_BOARD,
  ORDER_FIELDS,
  allocateVacantTable,
  findRestaurant,
  menuOf,
  nowHHmm,
  ok,
  payCash,
  type MenuItem,
  type RestaurantIds,
} from './restaurant.fixtures.js';

interface Line {
  id: number;
  itemId: number;
  name: string;
  price: number;
  quantity: number;
  remarks: string;
  status: string;
  itemType: string;
  rejectionReason: string | null;
  active: boolean;
  ticket: { id: number; number: number | null; type: string } | null;
}
interface OrderView {
  id: number;
  status: string;
  orderTime: string;
  vatApplicable: boolean;
  vatActive: boolean;
  requestConfirmationTables: string[];
  table: { id: number; number: string };
  items: Line[];
  tickets: { id: number; number: number; type: string; status: string; items: { id: number; status: string }[] }[];
  bill: {
    subTotal: number;
    discount: number;
    serviceCharge: number;
    serviceChargeRate: number;
    taxes: { name: string; originRate: number; amount: number }[];
    totalCharge: number;
  };
}
interface Board {
  kitchenBoard: {
    counts: Record<string, number>;
    newOrders: {
      id: number;
      status: string;
      table: { number: string };
      items: { id: number; status: string; rejectionReason: string | null; ticket: { type: string } | null }[];
    }[];
    acceptedTickets: {
      id: number;
      number: number;
      type: string;
      status: string;
      orderId: number;
      items: { id: number; status: string }[];
    }[];
    requestConfirmationTables: string[];
  };
}
interface WaiterEvent {
  waiterUpdates: {
    kind: string;
    rejected: boolean;
    event: string | null;
    orderId: number | null;
    itemId: number | null;
    status: string | null;
    itemStatus: string | null;
    ticketStatus: string | null;
    rejections: { itemId: number; reason: string; tableNumber: string | null }[];
  };
}
interface KitchenEvent {
  kitchenUpdates: {
    kind: string;
    cancelled: boolean;
    event: string | null;
    orderId: number | null;
    tableNumber: string | null;
    status: string | null;
  };
}

const PAYLOAD = `message order { ${ORDER_FIELDS} }`;

describe('restaurant: waiter and chef through GraphQL', () => {
  let stack: Stack;
  let ids: RestaurantIds;
  let waiter: string;
  let chef: string;
  let food: MenuItem[];
  let drinks: MenuItem[];

  /** As the waiter (w) or the chef (c), with the restaurant chosen. */
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    stack.gql<T>(query, variables, { token, serviceId: ids.serviceId });
  const expectedBill = async (order: OrderView) => {
    const rows = await stack.upstream.db.query<{
      name: string;
      rate: number;
      sequence: number;
      vat: boolean;
      social_security_contribution_levy: boolean;
      service_charge: boolean;
      active: boolean;
    }>(
      `select name, rate::float8 as rate, sequence, vat, social_security_contribution_levy, service_charge, active
         from restaurant_tax where hotel_service_id = $1 order by sequence, id`,
      [ids.serviceId],
    );
    const rates: RestaurantTaxRate[] = rows.map((r) => ({
      name: r.name,
      rate: r.rate,
      sequence: r.sequence,
      vat: r.vat,
      socialSecurityContributionLevy: r.social_security_contribution_levy,
      serviceCharge: r.service_charge,
      active: r.active,
    }));
    const { serviceChargeRate, taxes } = splitServiceCharge(rates);
    const lines = order.items.map((l) => ({
      price: restaurantMoney(l.price),
      quantity: l.quantity,
      orderedItemStatus: l.status as 'SERVED',
    }));
    const bill = billToWire(
      computeBill(lines, { serviceChargeRate, taxes, vat: order.vatApplicable && order.vatActive }),
    );
    return {
      subTotal: bill.subTotal,
      discount: bill.discount,
      serviceCharge: bill.serviceCharge,
      serviceChargeRate: bill.serviceChargeRate,
      taxes: bill.taxResponseList,
      totalCharge: bill.totalCharge,
    };
  };
  /** Waits until the bridge holds `n` subscribers and the broker has had time to confirm them. */
  const live = async (n: number) => {
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers < n; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
  };

  before(async () => {
    stack = await startStack();
    ids = await findRestaurant(stack.gql, await stack.signIn('admin@demo.lk'));
    waiter = await stack.signIn('waiter@demo.lk');
    chef = await stack.signIn('chef@demo.lk');
    ({ food, drinks } = await menuOf(stack.gql, waiter, ids.serviceId));
    assert.ok(food.length >= 2 && drinks.length >= 2, 'the demo menu has dishes and drinks');
  });
  after(() => stack.close());

  test('the whole lifecycle: allocate, cash, order, reject, reconfirm, accept, prepare, ready, serve, VAT, pay', async () => {
    const waiterFeed = collect<WaiterEvent>(
      stack.ws(waiter, ids.serviceId),
      `subscription { waiterUpdates { kind rejected event orderId itemId status itemStatus ticketStatus rejections { itemId reason tableNumber } } }`,
      {},
    );
    const kitchenFeed = collect<KitchenEvent>(
      stack.ws(chef, ids.serviceId),
      'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind cancelled event orderId tableNumber status } }',
      { s: ids.serviceId },
    );
    await live(2);

    // Allocate a vacant table: OTHER until the waiter chooses; ordering is blocked until then.
    const table = await allocateVacantTable(stack.gql, waiter, ids.serviceId);
    const [dish, drink, otherDrink] = [food[0]!, drinks[0]!, drinks[1]!];
    const input = (items: unknown[], extra: Record<string, unknown> = {}) => ({
      i: { tableId: table.tableId, allocationId: table.allocationId, orderTime: nowHHmm(), items, ...extra },
    });
    const blocked = await as(
      waiter,
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { message } }`,
      input([{ itemId: dish.id, quantity: 1 }]),
    );
    assert.equal(blocked.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(blocked.errors?.[0]?.message, 'Please select a payment method (Cash / Room).');
    assert.equal(blocked.errors?.[0]?.extensions?.reason, 'SELECT_PAYMENT_METHOD', 'the refusal’s key arrives');

    assert.equal(await payCash(stack.gql, waiter, ids.serviceId, table), 'Payment method updated successfully');

    // A dish and a drink: the kitchen gets a KOT, the bar a BOT.
    const placed = ok(
      await as<{ placeOrder: { message: string; order: OrderView } }>(
        waiter,
        `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ${PAYLOAD} } }`,
        input([
          { itemId: dish.id, quantity: 2, remarks: 'no chilli' },
          { itemId: drink.id, quantity: 1 },
        ]),
      ),
      'placeOrder',
    ).placeOrder.order;
    assert.equal(placed.status, 'PLACED');
    assert.deepEqual(placed.tickets.map((t) => t.type).sort(), ['BOT', 'KOT']);
    const orderId = placed.id;
    const dishLine = placed.items.find((l) => l.itemId === dish.id)!;
    const drinkLine = placed.items.find((l) => l.itemId === drink.id)!;
    assert.equal(dishLine.ticket?.type, 'KOT');
    assert.equal(drinkLine.ticket?.type, 'BOT');
    assert.ok(
      await kitchenFeed.until(() =>
        kitchenFeed.events.some((e) => e.kitchenUpdates.orderId === orderId && e.kitchenUpdates.event === 'NEW_ORDER'),
      ),
      `the kitchen hears of the new order: ${JSON.stringify(kitchenFeed.errors)}`,
    );

    // VAT can change while the order is PLACED.
    const vat = ok(
      await as<{ setOrderVat: { order: OrderView } }>(
        waiter,
        `mutation($o: Int!) { setOrderVat(orderId: $o, vatApplicable: true) { ${PAYLOAD} } }`,
        { o: orderId },
      ),
      'setOrderVat',
    ).setOrderVat.order;
    assert.equal(vat.vatApplicable, true);

    // The chef's board shows the order with a KOT item and a BOT item.
    let board = ok(await as<Board>(chef, KITCHEN_BOARD, { s: ids.serviceId }), 'kitchenBoard').kitchenBoard;
    const fresh = board.newOrders.find((o) => o.id === orderId);
    assert.ok(fresh, 'the new order is on the carousel');
    assert.equal(fresh.table.number, table.number);
    assert.deepEqual(fresh.items.map((i) => i.ticket?.type).sort(), ['BOT', 'KOT']);
    assert.ok(board.counts.placed! >= 1);

    // The chef rejects the drink: a reason is required, and the waiter hears of it at once.
    const noReason = await as(chef, 'mutation($i: Int!) { rejectOrderItem(itemId: $i, reason: "") { message } }', {
      i: drinkLine.id,
    });
    assert.equal(noReason.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.match(JSON.stringify(noReason.errors), /Reason is required/);
    assert.deepEqual(noReason.errors?.[0]?.extensions?.fieldErrors, [
      { field: 'reason', message: 'Reason is required', reason: 'REJECT_REASON_REQUIRED' },
    ]);
    const rejected = ok(
      await as<{ rejectOrderItem: { message: string; order: OrderView } }>(
        chef,
        `mutation($i: Int!, $r: String!) { rejectOrderItem(itemId: $i, reason: $r) { ${PAYLOAD} } }`,
        { i: drinkLine.id, r: 'Out of mango' },
      ),
      'rejectOrderItem',
    ).rejectOrderItem;
    assert.equal(rejected.order.items.find((l) => l.id === drinkLine.id)?.status, 'REJECTED');
    assert.ok(
      await waiterFeed.until(() => waiterFeed.events.some((e) => e.waiterUpdates.rejected)),
      `the waiter hears of the rejection: ${JSON.stringify(waiterFeed.errors)}`,
    );
    const rejection = waiterFeed.events.find((e) => e.waiterUpdates.rejected)!.waiterUpdates;
    assert.equal(rejection.kind, 'MESSAGE');
    assert.equal(rejection.orderId, orderId);
    assert.equal(rejection.itemId, drinkLine.id);
    assert.deepEqual(rejection.rejections, [
      { itemId: drinkLine.id, reason: 'Out of mango', tableNumber: table.number },
    ]);

    // Accepting with a rejection pending is a conflict with the server's message.
    const early = await as(chef, 'mutation($o: Int!) { acceptOrder(orderId: $o) { message } }', { o: orderId });
    assert.equal(early.errors?.[0]?.extensions?.code, 'CONFLICT');
    assert.equal(early.errors?.[0]?.extensions?.reason, 'ORDER_REJECTION_PENDING');
    assert.equal(
      early.errors?.[0]?.message,
      'Some items were rejected: request a reconfirmation from the waiter first',
    );

    // The chef asks the waiter to reconfirm; both boards show the table.
    const asked = ok(
      await as<{ requestOrderConfirmation: { message: string; order: OrderView } }>(
        chef,
        `mutation($o: Int!) { requestOrderConfirmation(orderId: $o) { ${PAYLOAD} } }`,
        { o: orderId },
      ),
      'requestOrderConfirmation',
    ).requestOrderConfirmation;
    assert.equal(asked.message, 'Request for reconfirm order has been sent');
    assert.equal(asked.order.status, 'REQUEST_CONFIRMATION');
    board = ok(await as<Board>(chef, KITCHEN_BOARD, { s: ids.serviceId }), 'kitchenBoard').kitchenBoard;
    assert.ok(board.requestConfirmationTables.includes(table.number));
    const waiting = ok(
      await as<{ order: OrderView }>(
        waiter,
        `query($s: Int!, $t: Int!) { order(serviceId: $s, tableId: $t) { ${ORDER_FIELDS} } }`,
        {
          s: ids.serviceId,
          t: table.tableId,
        },
      ),
      'order',
    ).order;
    assert.equal(waiting.status, 'REQUEST_CONFIRMATION');
    assert.ok(waiting.requestConfirmationTables.includes(table.number));

    // The waiter confirms (sent as PLACED) with another drink instead: the rejected line leaves the order.
    const lines = waiting.items.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      quantity: l.quantity,
      remarks: l.remarks,
      ticketId: l.ticket?.id,
      status: l.status,
    }));
    const confirmed = ok(
      await as<{ placeOrder: { order: OrderView } }>(
        waiter,
        `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ${PAYLOAD} } }`,
        input([...lines, { itemId: otherDrink.id, quantity: 1 }], {
          orderId,
          orderTime: waiting.orderTime,
          vatApplicable: true,
        }),
      ),
      'placeOrder (confirm)',
    ).placeOrder.order;
    assert.equal(confirmed.status, 'PLACED');
    assert.equal(confirmed.items.find((l) => l.id === drinkLine.id)?.status, 'CANCELLED');
    const newDrink = confirmed.items.find((l) => l.itemId === otherDrink.id)!;
    assert.equal(newDrink.status, 'NEW');

    // The chef accepts; the board lists the accepted KOT and BOT with their items.
    const accepted = ok(
      await as<{ acceptOrder: { message: string; order: OrderView } }>(
        chef,
        `mutation($o: Int!) { acceptOrder(orderId: $o) { ${PAYLOAD} } }`,
        { o: orderId },
      ),
      'acceptOrder',
    ).acceptOrder;
    assert.equal(accepted.message, 'Order accepted successfully');
    assert.equal(accepted.order.status, 'ACCEPTED');
    board = ok(await as<Board>(chef, KITCHEN_BOARD, { s: ids.serviceId }), 'kitchenBoard').kitchenBoard;
    assert.equal(
      board.newOrders.some((o) => o.id === orderId),
      false,
    );
    const cards = board.acceptedTickets.filter((t) => t.orderId === orderId);
    assert.deepEqual(cards.map((c) => c.type).sort(), ['BOT', 'KOT']);
    assert.deepEqual(
      cards.flatMap((c) => c.items.map((i) => i.id)).sort((a, b) => a - b),
      [dishLine.id, newDrink.id].sort((a, b) => a - b),
    );

    // Prepare and Ready per item, then Ready to serve per ticket.
    const kot = cards.find((c) => c.type === 'KOT')!;
    const bot = cards.find((c) => c.type === 'BOT')!;
    const step = async (mutation: string, itemId: number, ticketId: number) =>
      ok(
        await as<Record<string, { order: OrderView }>>(
          chef,
          `mutation($i: Int!, $t: Int!) { ${mutation}(itemId: $i, ticketId: $t) { ${PAYLOAD} } }`,
          { i: itemId, t: ticketId },
        ),
        mutation,
      )[mutation]!.order;
    const early2 = await as(chef, 'mutation($t: Int!) { ticketReadyToServe(ticketId: $t, type: KOT) { message } }', {
      t: kot.id,
    });
    assert.equal(early2.errors?.[0]?.extensions?.code, 'CONFLICT');
    let order = await step('prepareOrderItem', dishLine.id, kot.id);
    assert.equal(order.items.find((l) => l.id === dishLine.id)?.status, 'BEING_PREPARED');
    assert.equal(order.status, 'BEING_PREPARED');
    assert.ok(
      await waiterFeed.until(() =>
        waiterFeed.events.some(
          (e) => e.waiterUpdates.itemId === dishLine.id && e.waiterUpdates.itemStatus === 'BEING_PREPARED',
        ),
      ),
      'the waiter hears the dish is being prepared',
    );
    assert.equal(
      (await step('orderItemReady', dishLine.id, kot.id)).items.find((l) => l.id === dishLine.id)?.status,
      'READY_TO_SERVE',
    );
    await step('prepareOrderItem', newDrink.id, bot.id);
    order = await step('orderItemReady', newDrink.id, bot.id);
    assert.equal(order.items.find((l) => l.id === newDrink.id)?.status, 'READY_TO_SERVE');
    for (const card of [kot, bot]) {
      const released = ok(
        await as<{ ticketReadyToServe: { message: string; order: OrderView } }>(
          chef,
          `mutation($t: Int!, $y: TicketType!) { ticketReadyToServe(ticketId: $t, type: $y) { ${PAYLOAD} } }`,
          { t: card.id, y: card.type },
        ),
        'ticketReadyToServe',
      ).ticketReadyToServe;
      assert.equal(released.message, 'Order Ready to Serve');
      assert.equal(released.order.tickets.find((t) => t.id === card.id)?.status, 'READY_TO_SERVE');
    }
    assert.ok(
      await waiterFeed.until(() =>
        waiterFeed.events.some(
          (e) => e.waiterUpdates.orderId === orderId && e.waiterUpdates.ticketStatus === 'READY_TO_SERVE',
        ),
      ),
      'the waiter hears a ticket is ready',
    );

    // The waiter's status screen: the table with its released tickets; SERVED per ticket and per item.
    const statusBoard = ok(
      await as<{
        waiterBoard: {
          id: number;
          table: { number: string };
          orderId: number;
          orderStatus: string;
          tickets: { id: number; type: string; status: string; items: { id: number }[] }[];
        }[];
      }>(
        waiter,
        'query($s: Int!) { waiterBoard(serviceId: $s) { id table { number } orderId orderStatus tickets { id type status items { id } } } }',
        { s: ids.serviceId },
      ),
      'waiterBoard',
    ).waiterBoard;
    const row = statusBoard.find((r) => r.orderId === orderId)!;
    assert.equal(row.table.number, table.number);
    assert.equal(row.orderStatus, 'READY_TO_SERVE');
    assert.deepEqual(
      row.tickets.map((t) => t.status),
      ['READY_TO_SERVE', 'READY_TO_SERVE'],
    );
    assert.deepEqual(
      row.tickets.find((t) => t.type === 'KOT')?.items.map((i) => i.id),
      [dishLine.id],
    );
    const chefServes = await as(chef, 'mutation($t: Int!) { serveTicket(ticketId: $t, type: KOT) { message } }', {
      t: kot.id,
    });
    assert.equal(chefServes.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const servedTicket = ok(
      await as<{ serveTicket: { order: OrderView } }>(
        waiter,
        `mutation($t: Int!) { serveTicket(ticketId: $t, type: KOT) { ${PAYLOAD} } }`,
        { t: kot.id },
      ),
      'serveTicket',
    ).serveTicket.order;
    assert.equal(servedTicket.items.find((l) => l.id === dishLine.id)?.status, 'SERVED');
    order = ok(
      await as<{ serveOrderItem: { order: OrderView } }>(
        waiter,
        `mutation($i: Int!) { serveOrderItem(itemId: $i) { ${PAYLOAD} } }`,
        { i: newDrink.id },
      ),
      'serveOrderItem',
    ).serveOrderItem.order;
    assert.equal(order.status, 'SERVED');

    // The VAT flag is locked now; the bill is the domain's computation of the lines.
    const lockedVat = await as(
      waiter,
      'mutation($o: Int!) { setOrderVat(orderId: $o, vatApplicable: false) { message } }',
      { o: orderId },
    );
    assert.equal(lockedVat.errors?.[0]?.extensions?.code, 'CONFLICT');
    assert.equal(lockedVat.errors?.[0]?.extensions?.reason, 'ORDER_VAT_LOCKED');
    assert.deepEqual(order.bill, await expectedBill(order));

    // Prepare Invoice with a VAT registry customer, complete payment: the table is vacant again.
    const paid = ok(
      await as<{
        completePayment: {
          message: string;
          order: OrderView;
          invoice: {
            id: number;
            invoiceNumber: string;
            receiptNumber: string;
            vatCustomer: { name: string; vatNumber: string } | null;
            bill: OrderView['bill'];
          };
        };
      }>(
        waiter,
        `mutation($i: CompletePaymentInput!) { completePayment(input: $i) { ${PAYLOAD}
          invoice { id invoiceNumber receiptNumber vatCustomer { name vatNumber } bill { subTotal discount serviceCharge serviceChargeRate taxes { name originRate amount } totalCharge } } } }`,
        {
          i: {
            orderId,
            hotelId: ids.hotelId,
            paymentMethod: 'CASH',
            vatCustomer: {
              name: 'Lanka Traders',
              address: '1 Main St, Colombo',
              vatNumber: '114455667-7000',
              email: 'accounts@lanka.lk',
            },
          },
        },
      ),
      'completePayment',
    ).completePayment;
    assert.equal(paid.order.status, 'COMPLETED');
    assert.deepEqual(paid.order.bill, await expectedBill(paid.order));
    assert.equal(paid.order.bill.totalCharge, order.bill.totalCharge);
    // The receipt the waiter prints comes with the payment.
    assert.equal(paid.invoice.id, orderId);
    assert.equal(paid.invoice.receiptNumber, paid.invoice.invoiceNumber.replace('-RI-', '-RR-'));
    assert.deepEqual(paid.invoice.bill, paid.order.bill);
    assert.deepEqual(paid.invoice.vatCustomer, { name: 'Lanka Traders', vatNumber: '114455667-7000' });
    const vacant = ok(
      await as<{ vacantTables: { id: number; status: string }[] }>(
        waiter,
        'query($s: Int!) { vacantTables(serviceId: $s) { id status } }',
        { s: ids.serviceId },
      ),
      'vacantTables',
    ).vacantTables;
    assert.equal(vacant.find((t) => t.id === table.tableId)?.status, 'VACANT');
    const mine = ok(
      await as<{ waiterTables: { id: number }[] }>(waiter, 'query($s: Int!) { waiterTables(serviceId: $s) { id } }', {
        s: ids.serviceId,
      }),
      'waiterTables',
    ).waiterTables;
    assert.equal(
      mine.some((t) => t.id === table.tableId),
      false,
    );
    assert.ok(
      await kitchenFeed.until(() =>
        kitchenFeed.events.some((e) => e.kitchenUpdates.orderId === orderId && e.kitchenUpdates.status === 'COMPLETED'),
      ),
      'the kitchen hears the order is completed',
    );
    assert.deepEqual([...waiterFeed.errors, ...kitchenFeed.errors], []);
    waiterFeed.dispose();
    kitchenFeed.dispose();
  });

  test('a cancelled order reaches the kitchen with CANCELLED first', async () => {
    const kitchenFeed = collect<KitchenEvent>(
      stack.ws(chef, ids.serviceId),
      'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind cancelled event orderId status } }',
      { s: ids.serviceId },
    );
    await live(1);
    const table = await allocateVacantTable(stack.gql, waiter, ids.serviceId);
    await payCash(stack.gql, waiter, ids.serviceId, table);
    const placed = ok(
      await as<{ placeOrder: { order: { id: number } } }>(
        waiter,
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } } }',
        {
          i: {
            tableId: table.tableId,
            allocationId: table.allocationId,
            orderTime: nowHHmm(),
            items: [{ itemId: food[1]!.id, quantity: 1 }],
          },
        },
      ),
      'placeOrder',
    ).placeOrder.order;
    const cancelled = ok(
      await as<{ cancelOrder: { message: string; orderId: number; order: null } }>(
        waiter,
        'mutation($o: Int!) { cancelOrder(orderId: $o) { message orderId order { id } } }',
        { o: placed.id },
      ),
      'cancelOrder',
    ).cancelOrder;
    assert.equal(cancelled.order, null);
    assert.ok(
      await kitchenFeed.until(() =>
        kitchenFeed.events.some((e) => e.kitchenUpdates.orderId === placed.id && e.kitchenUpdates.cancelled),
      ),
      'the kitchen hears of the cancellation',
    );
    const event = kitchenFeed.events.find((e) => e.kitchenUpdates.cancelled)!.kitchenUpdates;
    assert.equal(event.status, 'CANCELLED');
    const freed = ok(
      await as<{ deallocateTable: { message: string; table: { status: string; allocation: null } } }>(
        waiter,
        'mutation($a: Int!) { deallocateTable(allocationId: $a) { message table { status allocation { id } } } }',
        { a: table.allocationId },
      ),
      'deallocateTable',
    ).deallocateTable;
    assert.equal(freed.table.status, 'VACANT');
    assert.equal(freed.table.allocation, null);
    kitchenFeed.dispose();
  });

  test('a room-bill order: the room is looked up, charged, and the bill posted to the stay', async () => {
    const rooms = ok(
      await as<{ reservedRooms: { id: number; roomNumber: string; guestName: string }[] }>(
        waiter,
        'query($h: Int!) { reservedRooms(hotelId: $h, roomNumber: "") { id roomNumber guestName } }',
        { h: ids.hotelId },
      ),
      'reservedRooms',
    ).reservedRooms;
    assert.ok(rooms.length > 0, 'the demo hotel has checked-in rooms');
    const room = rooms[0]!;
    const byNumber = ok(
      await as<{ reservedRooms: { id: number }[] }>(
        waiter,
        'query($h: Int!, $r: String) { reservedRooms(hotelId: $h, roomNumber: $r) { id } }',
        {
          h: ids.hotelId,
          r: room.roomNumber,
        },
      ),
      'reservedRooms by number',
    ).reservedRooms;
    assert.ok(byNumber.some((r) => r.id === room.id));

    const table = await allocateVacantTable(stack.gql, waiter, ids.serviceId);
    const setRoom = (reservedRoomId: number | null) =>
      as<{
        setPaymentMethod: {
          message: string;
          table: { allocation: { paymentMethod: string; roomNumber: string | null } };
        };
      }>(
        waiter,
        'mutation($i: PaymentMethodInput!) { setPaymentMethod(input: $i) { message table { allocation { paymentMethod roomNumber } } } }',
        {
          i: {
            serviceId: ids.serviceId,
            tableId: table.tableId,
            allocationId: table.allocationId,
            paymentMethod: 'ROOM_BILL',
            reservedRoomId,
            roomNumber: room.roomNumber,
          },
        },
      );
    const noRoom = await setRoom(null);
    assert.equal(noRoom.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.match(JSON.stringify(noRoom.errors), /Room No is required/);
    const charged = ok(await setRoom(room.id), 'setPaymentMethod ROOM_BILL').setPaymentMethod;
    assert.equal(charged.message, 'Payment method updated successfully');
    assert.equal(charged.table.allocation.paymentMethod, 'ROOM_BILL');
    assert.equal(charged.table.allocation.roomNumber, room.roomNumber);

    const placed = ok(
      await as<{ placeOrder: { order: OrderView } }>(
        waiter,
        `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ${PAYLOAD} } }`,
        {
          i: {
            tableId: table.tableId,
            allocationId: table.allocationId,
            orderTime: nowHHmm(),
            items: [{ itemId: food[0]!.id, quantity: 1 }],
          },
        },
      ),
      'placeOrder',
    ).placeOrder.order;
    ok(await as(chef, 'mutation($o: Int!) { acceptOrder(orderId: $o) { message } }', { o: placed.id }), 'acceptOrder');
    const line = placed.items[0]!;
    const kot = line.ticket!.id;
    for (const m of ['prepareOrderItem', 'orderItemReady']) {
      ok(
        await as(chef, `mutation($i: Int!, $t: Int!) { ${m}(itemId: $i, ticketId: $t) { message } }`, {
          i: line.id,
          t: kot,
        }),
        m,
      );
    }
    ok(
      await as(chef, 'mutation($t: Int!) { ticketReadyToServe(ticketId: $t, type: KOT) { message } }', { t: kot }),
      'ticketReadyToServe',
    );
    ok(
      await as(waiter, 'mutation($t: Int!) { serveTicket(ticketId: $t, type: KOT) { message } }', { t: kot }),
      'serveTicket',
    );
    const paid = ok(
      await as<{ completePayment: { order: OrderView } }>(
        waiter,
        `mutation($i: CompletePaymentInput!) { completePayment(input: $i) { ${PAYLOAD} } }`,
        {
          i: { orderId: placed.id, hotelId: ids.hotelId, paymentMethod: 'ROOM_BILL' },
        },
      ),
      'completePayment',
    ).completePayment.order;
    assert.equal(paid.status, 'COMPLETED');
    assert.deepEqual(paid.bill, await expectedBill(paid));
    const [charge] = await stack.upstream.db.query<{ amount: number }>(
      "select amount::float8 as amount from room_charge where source = 'RESTAURANT' and source_reference = $1",
      [placed.id],
    );
    assert.equal(charge?.amount, paid.bill.totalCharge);
  });

  test('a subscriber without the permission is refused at subscribe time', async () => {
    const frontDesk = await stack.signIn('frontdesk@demo.lk');
    const refused = [
      collect(
        stack.ws(frontDesk, ids.frontOfficeId),
        'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind } }',
        { s: ids.serviceId },
      ),
      collect(stack.ws(waiter, ids.serviceId), 'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind } }', {
        s: ids.serviceId,
      }),
      collect(stack.ws(chef, ids.serviceId), 'subscription { waiterUpdates { kind } }', {}),
      collect(stack.ws(frontDesk, ids.frontOfficeId), 'subscription { waiterUpdates { kind } }', {}),
    ];
    for (const sub of refused) {
      assert.ok(await sub.until(() => sub.errors.length > 0));
      assert.match(JSON.stringify(sub.errors), /FORBIDDEN/);
      assert.equal(sub.events.length, 0);
      sub.dispose();
    }
  });

  test('queries and actions are refused without the right feature', async () => {
    const frontDesk = await stack.signIn('frontdesk@demo.lk');
    const board = await stack.gql(KITCHEN_BOARD, { s: ids.serviceId }, { token: waiter, serviceId: ids.serviceId });
    assert.equal(board.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const tables = await stack.gql(
      'query($s: Int!) { waiterTables(serviceId: $s) { id } }',
      { s: ids.serviceId },
      { token: chef, serviceId: ids.serviceId },
    );
    assert.equal(tables.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    // The front desk may not reach the restaurant by naming it.
    const named = await stack.gql(
      KITCHEN_BOARD,
      { s: ids.serviceId },
      { token: frontDesk, serviceId: ids.frontOfficeId },
    );
    assert.equal(named.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
