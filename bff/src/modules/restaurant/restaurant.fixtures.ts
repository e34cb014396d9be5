// Arranging restaurant scenarios through the BFF for the tests and the kitchen benchmark: the demo
// restaurant, its menu, a table allocated and paying cash, an order placed. Everything goes through
// GraphQL, as a screen would.
import type { GqlResult } from '../../test/stack.js';

export type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  opts?: { token?: string | null; serviceId?: number | null },
) => Promise<GqlResult<T>>;

export interface RestaurantIds {
  groupId: number;
  hotelId: number;
  serviceId: number;
  frontOfficeId: number;
}

export interface MenuItem {
  id: number;
  name: string;
  price: number;
  active: boolean;
  itemType: string;
}

/** The fields of an order every scenario reads. */
export const ORDER_FIELDS = `
  id status orderTime paymentMethod roomNumber vatApplicable vatActive servedAny readyToServe
  table { id number } requestConfirmationTables
  items { id itemId name price quantity remarks status itemType rejectionReason active ticket { id number type } }
  tickets { id number type status items { id status } }
  bill { subTotal discount serviceCharge serviceChargeRate taxes { name originRate amount } totalCharge }`;

export const KITCHEN_BOARD = `query($s: Int!) {
  kitchenBoard(serviceId: $s) {
    serviceId
    counts { requestConfirmation placed accepted beingPrepared readyToServe }
    newOrders { id status orderTime table { id number } items { id name quantity remarks status rejectionReason ticket { id type } } }
    acceptedTickets { id number type status orderId orderTime table { number } items { id name quantity remarks status ticket { id number type } } }
    requestConfirmationTables
  }
}`;

/** Throws with the GraphQL errors when a call failed; answers its data. */
export function ok<T>(res: GqlResult<T>, what: string): T {
  if (res.errors?.length || !res.data) throw new Error(`${what} failed: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** The first hotel of the demo group with its restaurant and front office services. */
export async function findRestaurant(gql: Gql, adminToken: string): Promise<RestaurantIds> {
  const groups = ok(await gql<{ groups: { id: number }[] }>('{ groups { id } }', {}, { token: adminToken }), 'groups');
  const groupId = groups.groups[0]!.id;
  const hotels = ok(
    await gql<{ hotels: { id: number }[] }>(
      'query($g: Int) { hotels(groupId: $g) { id } }',
      { g: groupId },
      {
        token: adminToken,
      },
    ),
    'hotels',
  );
  const hotelId = hotels.hotels[0]!.id;
  const services = ok(
    await gql<{ services: { id: number; serviceType: string }[] }>(
      'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
      { h: hotelId },
      { token: adminToken },
    ),
    'services',
  );
  const of = (type: string) => services.services.find((s) => s.serviceType === type)!.id;
  return { groupId, hotelId, serviceId: of('RESTAURANT'), frontOfficeId: of('HOTEL') };
}

/** Active menu items of the service: dishes for the kitchen, drinks for the bar. */
export async function menuOf(gql: Gql, token: string, serviceId: number) {
  const items = async (itemType: string) =>
    ok(
      await gql<{ foodItems: MenuItem[] }>(
        'query($s: Int!, $t: ItemType) { foodItems(serviceId: $s, itemType: $t) { id name price active itemType } }',
        { s: serviceId, t: itemType },
        { token, serviceId },
      ),
      'foodItems',
    ).foodItems.filter((i) => i.active);
  return { food: await items('FOOD'), drinks: await items('BEVERAGE') };
}

export const nowHHmm = () => {
  const d = new Date();
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

export interface OpenTable {
  tableId: number;
  allocationId: number;
  number: string;
}

/** A vacant table allocated to the caller (payment method OTHER). */
export async function allocateVacantTable(gql: Gql, token: string, serviceId: number): Promise<OpenTable> {
  const vacant = ok(
    await gql<{ vacantTables: { id: number; number: string }[] }>(
      'query($s: Int!) { vacantTables(serviceId: $s) { id number } }',
      { s: serviceId },
      { token, serviceId },
    ),
    'vacantTables',
  ).vacantTables;
  const table = vacant[0];
  if (!table) throw new Error('no vacant table left in the demo restaurant');
  const allocated = ok(
    await gql<{ allocateTable: { table: { id: number; number: string; allocation: { id: number } } } }>(
      'mutation($s: Int!, $t: Int!) { allocateTable(serviceId: $s, tableId: $t) { message table { id number allocation { id } } } }',
      { s: serviceId, t: table.id },
      { token, serviceId },
    ),
    'allocateTable',
  ).allocateTable.table;
  return { tableId: allocated.id, allocationId: allocated.allocation.id, number: allocated.number };
}

export async function payCash(gql: Gql, token: string, serviceId: number, table: OpenTable): Promise<string> {
  return ok(
    await gql<{ setPaymentMethod: { message: string } }>(
      'mutation($i: PaymentMethodInput!) { setPaymentMethod(input: $i) { message table { id allocation { paymentMethod } } } }',
      { i: { serviceId, tableId: table.tableId, allocationId: table.allocationId, paymentMethod: 'CASH' } },
      { token, serviceId },
    ),
    'setPaymentMethod',
  ).setPaymentMethod.message;
}

export interface PlacedOrder {
  id: number;
  status: string;
  items: { id: number; itemId: number; status: string; ticket: { id: number; type: string } | null }[];
  tickets: { id: number; type: string; status: string }[];
}

export async function placeOrder(
  gql: Gql,
  token: string,
  serviceId: number,
  table: OpenTable,
  lines: { itemId: number; quantity: number; remarks?: string }[],
): Promise<PlacedOrder> {
  return ok(
    await gql<{ placeOrder: { order: PlacedOrder } }>(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { message order { id status items { id itemId status ticket { id type } } tickets { id type status } } } }',
      { i: { tableId: table.tableId, allocationId: table.allocationId, orderTime: nowHHmm(), items: lines } },
      { token, serviceId },
    ),
    'placeOrder',
  ).placeOrder.order;
}

/** A table allocated, paying cash, with an order of the given lines. */
export async function openOrder(
  gql: Gql,
  token: string,
  serviceId: number,
  lines: { itemId: number; quantity: number; remarks?: string }[],
): Promise<{ table: OpenTable; order: PlacedOrder }> {
  const table = await allocateVacantTable(gql, token, serviceId);
  await payCash(gql, token, serviceId, table);
  return { table, order: await placeOrder(gql, token, serviceId, table, lines) };
}

/**
 * More tables for the service, straight into the upstream's database: the contract has no call to
 * create tables (restaurant administration), and a busy kitchen needs more than the demo's twelve.
 */
export async function addTables(
  db: { query(sql: string, params?: readonly (string | number)[]): Promise<unknown[]> },
  serviceId: number,
  count: number,
  prefix = 'B',
): Promise<void> {
  for (let i = 1; i <= count; i++) {
    await db.query(
      `insert into restaurant_table (hotel_service_id, table_category_id, number, seats)
       select $1, (select id from table_category where hotel_service_id = $1 order by id limit 1), $2, 4`,
      [serviceId, `${prefix}${i}`],
    );
  }
}

/** A busy kitchen: `fresh` orders awaiting acceptance and `accepted` ones, each of `size` lines (one a drink). */
export async function busyKitchen(
  gql: Gql,
  tokens: { waiter: string; chef: string },
  serviceId: number,
  counts: { fresh: number; accepted: number; size: number },
): Promise<number[]> {
  const { food, drinks } = await menuOf(gql, tokens.waiter, serviceId);
  const lines = Array.from({ length: counts.size }, (_, i) => ({
    itemId: i === counts.size - 1 ? drinks[0]!.id : food[i % food.length]!.id,
    quantity: 1 + (i % 3),
  }));
  const ids: number[] = [];
  for (let n = 0; n < counts.fresh + counts.accepted; n++) {
    const { order } = await openOrder(gql, tokens.waiter, serviceId, lines);
    if (n >= counts.fresh) {
      ok(
        await gql(
          'mutation($o: Int!) { acceptOrder(orderId: $o) { message } }',
          { o: order.id },
          {
            token: tokens.chef,
            serviceId,
          },
        ),
        'acceptOrder',
      );
    }
    ids.push(order.id);
  }
  return ids;
}
