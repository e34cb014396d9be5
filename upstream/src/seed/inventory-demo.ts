// The stores of each demo hotel's INVENTORY service: units, a category tree, three locations, items
// with reorder levels, their opening stock a month ago and a month of issues and transfers, so the
// dashboard's tiles, its Product Items table and the 14-day projection show real figures. Every
// movement is written with the balance after it and the on-hand figure kept in step, as the API does.
import { todayIn } from '@hotel/domain';
import type { Queryable } from '../db/database.js';

const UNITS = ['Kg', 'Litre', 'Bottle', 'Piece'] as const;
const TREE = [
  [
    'Food',
    [
      ['Dry goods', ['Rice', 'Flour']],
      ['Dairy', []],
    ],
  ],
  [
    'Beverages',
    [
      ['Soft drinks', []],
      ['Spirits', []],
    ],
  ],
  [
    'Housekeeping',
    [
      ['Linen', ['Towels']],
      ['Amenities', []],
    ],
  ],
] as const;
const LOCATIONS = ['Main Store', 'Kitchen Store', 'Bar'] as const;
/** name, contact person, phone, e-mail, address. */
const SUPPLIERS = [
  ['Ceylon Fresh Foods', 'Nimal Perera', '+94 11 255 3100', 'orders@ceylonfresh.lk', '12 Market Street, Colombo 11'],
  ['Lanka Beverages', 'Ayesha Fernando', '+94 11 244 8800', 'sales@lankabev.lk', '45 Galle Road, Colombo 3'],
  ['Island Linen Supplies', 'Ruwan Silva', '+94 81 223 4455', 'info@islandlinen.lk', '8 Temple Road, Kandy'],
] as const;

/** name, category path, unit, add-on, opening at Main Store, reorder level per location, daily use. */
const ITEMS: readonly {
  name: string;
  category: string;
  unit: (typeof UNITS)[number];
  addOn: boolean;
  opening: number;
  reorder: Partial<Record<(typeof LOCATIONS)[number], number>>;
  daily: number;
  issuedFrom: (typeof LOCATIONS)[number];
}[] = [
  {
    name: 'Basmati Rice',
    category: 'Rice',
    unit: 'Kg',
    addOn: false,
    opening: 400,
    reorder: { 'Main Store': 100, 'Kitchen Store': 20 },
    daily: 9,
    issuedFrom: 'Kitchen Store',
  },
  {
    name: 'Wheat Flour',
    category: 'Flour',
    unit: 'Kg',
    addOn: false,
    opening: 120,
    reorder: { 'Main Store': 40, 'Kitchen Store': 10 },
    daily: 3,
    issuedFrom: 'Kitchen Store',
  },
  {
    name: 'Fresh Milk',
    category: 'Dairy',
    unit: 'Litre',
    addOn: false,
    opening: 120,
    reorder: { 'Kitchen Store': 30 },
    daily: 2,
    issuedFrom: 'Kitchen Store',
  },
  {
    name: 'Ginger Beer',
    category: 'Soft drinks',
    unit: 'Bottle',
    addOn: true,
    opening: 96,
    reorder: { Bar: 24 },
    daily: 2,
    issuedFrom: 'Bar',
  },
  {
    name: 'Arrack',
    category: 'Spirits',
    unit: 'Bottle',
    addOn: true,
    opening: 36,
    reorder: { Bar: 6 },
    daily: 0.5,
    issuedFrom: 'Bar',
  },
  {
    name: 'Bath Towel',
    category: 'Towels',
    unit: 'Piece',
    addOn: false,
    opening: 80,
    reorder: { 'Main Store': 40 },
    daily: 0,
    issuedFrom: 'Main Store',
  },
  {
    name: 'Shampoo Sachet',
    category: 'Amenities',
    unit: 'Piece',
    addOn: true,
    opening: 0,
    reorder: { 'Main Store': 200 },
    daily: 0,
    issuedFrom: 'Main Store',
  },
];

/** `today` is the hotels' date (Asia/Colombo): purchase orders fall due counted from it. */
export async function seedInventoryDemo(tx: Queryable, today: string = todayIn()): Promise<void> {
  const services = await tx.query<{ id: number }>(
    "select id from hotel_service where service_type = 'INVENTORY' order by id",
  );
  for (const { id: serviceId } of services) {
    const insert = async (sql: string, params: unknown[]) =>
      (await tx.query<{ id: number }>(`${sql} returning id`, params as never[]))[0]!.id;

    const units = new Map<string, number>();
    for (const name of UNITS) {
      units.set(
        name,
        await insert('insert into inventory_unit (hotel_service_id, name) values ($1, $2)', [serviceId, name]),
      );
    }
    const categories = new Map<string, number>();
    const category = (name: string, parentId: number | null, level: number) =>
      insert('insert into item_category (hotel_service_id, parent_id, level, name) values ($1, $2, $3, $4)', [
        serviceId,
        parentId,
        level,
        name,
      ]);
    for (const [main, children] of TREE) {
      const mainId = await category(main, null, 0);
      for (const [name, subs] of children) {
        const catId = await category(name, mainId, 1);
        categories.set(name, catId);
        for (const sub of subs) categories.set(sub, await category(sub, catId, 2));
      }
    }
    const locations = new Map<string, number>();
    for (const name of LOCATIONS) {
      locations.set(
        name,
        await insert('insert into inventory_location (hotel_service_id, name) values ($1, $2)', [serviceId, name]),
      );
    }

    const onHand = new Map<string, number>();
    const move = async (
      itemId: number,
      location: string,
      kind: string,
      quantity: number,
      daysAgo: number,
      transferId: number | null = null,
      note = '',
    ): Promise<number> => {
      const locationId = locations.get(location)!;
      const key = `${itemId}:${locationId}`;
      const balance = (onHand.get(key) ?? 0) + quantity;
      onHand.set(key, balance);
      return insert(
        `insert into stock_movement (hotel_service_id, item_id, location_id, kind, quantity, balance, transfer_id, note, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $9, now() - make_interval(days => $8::int))`,
        [serviceId, itemId, locationId, kind, quantity, balance, transferId, daysAgo, note],
      );
    };

    const itemIds = new Map<string, number>();
    for (const spec of ITEMS) {
      const itemId = await insert(
        'insert into inventory_item (hotel_service_id, name, category_id, unit_id, add_on) values ($1, $2, $3, $4, $5)',
        [serviceId, spec.name, categories.get(spec.category) ?? null, units.get(spec.unit)!, spec.addOn],
      );
      itemIds.set(spec.name, itemId);
      for (const [location, level] of Object.entries(spec.reorder)) {
        await tx.query('insert into item_reorder_level (item_id, location_id, reorder_level) values ($1, $2, $3)', [
          itemId,
          locations.get(location)!,
          level,
        ]);
      }
      if (spec.opening <= 0) continue;
      await move(itemId, 'Main Store', 'OPENING', spec.opening, 30);
      if (spec.daily <= 0) continue;
      // A month's use, moved to where it is used in two transfers, then issued day by day.
      const month = spec.daily * 28;
      if (spec.issuedFrom !== 'Main Store') {
        for (const [daysAgo, wanted] of [
          [29, Math.ceil(month * 0.55)],
          [14, Math.ceil(month * 0.6)],
        ] as const) {
          const part = Math.min(wanted, onHand.get(`${itemId}:${locations.get('Main Store')!}`) ?? 0);
          if (part <= 0) continue;
          const [seq] = await tx.query<{ id: number }>(`select nextval('stock_transfer_seq')::int as id`);
          await move(itemId, 'Main Store', 'TRANSFER_OUT', -part, daysAgo, seq!.id);
          await move(itemId, spec.issuedFrom, 'TRANSFER_IN', part, daysAgo, seq!.id);
        }
      }
      for (let daysAgo = 28; daysAgo >= 1; daysAgo--) {
        // Busier at the weekend-like end of each week.
        const quantity = Math.round(spec.daily * (daysAgo % 7 < 2 ? 1.5 : 0.9) * 2) / 2;
        const key = `${itemId}:${locations.get(spec.issuedFrom)!}`;
        if (quantity <= 0 || (onHand.get(key) ?? 0) < quantity) continue;
        await move(itemId, spec.issuedFrom, 'ISSUE', -quantity, daysAgo);
      }
    }
    // Purchasing: suppliers, a case of 24 bottles, and the hotel's housekeeping trolleys.
    const suppliers = new Map<string, number>();
    for (const supplier of SUPPLIERS) {
      suppliers.set(
        supplier[0],
        await insert(
          `insert into supplier (hotel_service_id, name, contact_person, phone, email, address) values ($1, $2, $3, $4, $5, $6)`,
          [serviceId, ...supplier],
        ),
      );
    }
    const volume = await insert('insert into inventory_unit_type (hotel_service_id, name) values ($1, $2)', [
      serviceId,
      'Count',
    ]);
    const caseUnit = await insert(
      'insert into inventory_unit (hotel_service_id, name, unit_type_id) values ($1, $2, $3)',
      [serviceId, 'Case', volume],
    );
    await tx.query(
      'insert into unit_conversion (hotel_service_id, from_unit_id, to_unit_id, factor) values ($1, $2, $3, 24)',
      [serviceId, caseUnit, units.get('Bottle')!],
    );
    await tx.query(
      `insert into trolley (hotel_id, trolley_no)
       select hotel_id, t from hotel_service, unnest(array['T-01', 'T-02', 'T-03']) as t where id = $1
       on conflict do nothing`,
      [serviceId],
    );
    // What housekeeping's trolleys carry as standard (/housekeeping/Trolley-item): towels and sachets.
    await tx.query(
      `insert into trolley_item (trolley_id, item_id, quantity)
       select t.id, i.id, v.quantity from hotel_service s join trolley t on t.hotel_id = s.hotel_id
         join (values ('Bath Towel', 6), ('Shampoo Sachet', 10)) as v(name, quantity) on true
         join inventory_item i on i.hotel_service_id = s.id and i.name = v.name
        where s.id = $1
       on conflict do nothing`,
      [serviceId],
    );
    // Purchase orders: one partly received today (a case of ginger beer in, the arrack still open),
    // one sent and expected, one draft; the GRN moves stock through the ledger like the API.
    const order = async (supplier: string, status: string, expectedIn: number, sentDaysAgo: number | null) =>
      insert(
        `insert into purchase_order (hotel_service_id, supplier_id, status, expected_date, created_at, sent_at)
         values ($1, $2, $3, $7::date + $4::int, now() - make_interval(days => $5::int),
                 case when $6::int is null then null else now() - make_interval(days => $6::int) end)`,
        [serviceId, suppliers.get(supplier)!, status, expectedIn, (sentDaysAgo ?? 0) + 1, sentDaysAgo, today],
      );
    const orderLine = (
      orderId: number,
      item: string,
      unitId: number | null,
      factor: number,
      quantity: number,
      price: string,
      received = 0,
    ) =>
      insert(
        `insert into purchase_order_line (purchase_order_id, item_id, unit_id, factor, quantity, unit_price, received)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [orderId, itemIds.get(item)!, unitId, factor, quantity, price, received],
      );
    const beverages = await order('Lanka Beverages', 'PARTLY_RECEIVED', 2, 3);
    const gingerLine = await orderLine(beverages, 'Ginger Beer', caseUnit, 24, 2, '2880.00', 1);
    await orderLine(beverages, 'Arrack', null, 1, 12, '3450.00');
    const grnId = await insert(
      `insert into grn (hotel_service_id, purchase_order_id, supplier_id, location_id, created_at) values ($1, $2, $3, $4, now())`,
      [serviceId, beverages, suppliers.get('Lanka Beverages')!, locations.get('Main Store')!],
    );
    const movementId = await move(itemIds.get('Ginger Beer')!, 'Main Store', 'GRN', 24, 0, null, `GRN ${grnId}`);
    await tx.query(
      `insert into grn_line (grn_id, purchase_order_line_id, item_id, quantity, stock_quantity, unit_price, movement_id)
       values ($1, $2, $3, 1, 24, '2880.00', $4)`,
      [grnId, gingerLine, itemIds.get('Ginger Beer')!, movementId],
    );
    const linen = await order('Island Linen Supplies', 'SENT', 5, 1);
    await orderLine(linen, 'Bath Towel', null, 1, 40, '1250.00');
    const food = await order('Ceylon Fresh Foods', 'DRAFT', 7, null);
    await orderLine(food, 'Basmati Rice', null, 1, 100, '420.00');
    for (const [key, quantity] of onHand) {
      const [itemId = 0, locationId = 0] = key.split(':').map(Number);
      await tx.query('insert into stock_on_hand (item_id, location_id, quantity) values ($1, $2, $3)', [
        itemId,
        locationId,
        quantity,
      ]);
    }
  }
}
