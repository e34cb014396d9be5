// The restaurant demo of every hotel's RESTAURANT service, written with the rest of the demo into
// an empty database: a menu of about 25 dishes (Sri Lankan, Western, Indian) plus beverages (to the
// bar), desserts and snacks, in LKR, with generated SVG pictures; the category tree; 12 tables in
// two categories; the service charge, the social security levy and VAT; and a few checked-in rooms
// so a bill can be charged to a room.
import { todayIn } from '@hotel/domain';
import type { Queryable } from '../db/database.js';
import { storeImage } from '../hotel/images.js';

type Kind = 'plate' | 'bowl' | 'glass' | 'cup' | 'bottle' | 'cake';

interface Dish {
  name: string;
  price: number;
  kind: Kind;
  /** Main colour of the food or drink. */
  colour: string;
  /** Garnish colour. */
  accent: string;
  beverage?: boolean;
  /** Shown with the 'Not available' overlay. */
  inactive?: boolean;
}

interface MenuCategory {
  title: string;
  colour: string;
  children: { title: string; dishes: Dish[] }[];
}

const plate = (name: string, price: number, colour: string, accent: string, extra: Partial<Dish> = {}): Dish => ({
  name,
  price,
  kind: 'plate',
  colour,
  accent,
  ...extra,
});
const drink = (name: string, price: number, kind: Kind, colour: string, accent: string): Dish => ({
  name,
  price,
  kind,
  colour,
  accent,
  beverage: true,
});

/** First layer, then sub-categories (meal times for the cuisines), then dishes. */
export const DEMO_MENU: readonly MenuCategory[] = [
  {
    title: 'Sri Lankan',
    colour: '#b5651d',
    children: [
      {
        title: 'BREAK FAST',
        dishes: [
          plate('Egg Hopper', 450, '#e9c37c', '#f4a300'),
          plate('Plain Hoppers', 300, '#f0d9a8', '#c98b3c'),
          plate('String Hoppers with Kiri Hodi', 650, '#f3e6c4', '#e2b33c'),
          plate('Pol Roti with Lunu Miris', 400, '#d9b27c', '#c62828'),
          plate('Kiribath with Lunu Miris', 550, '#f7f1e1', '#d84315'),
        ],
      },
      {
        title: 'LUNCH',
        dishes: [
          plate('Chicken Rice and Curry', 1350, '#f5f0e6', '#a1452a'),
          plate('Fish Ambul Thiyal with Rice', 1500, '#f5f0e6', '#4e342e'),
          plate('Lamprais', 1900, '#8d6e3f', '#6d4c41'),
        ],
      },
      {
        title: 'DINNER',
        dishes: [
          plate('Chicken Kottu', 1450, '#d7a86e', '#2e7d32'),
          plate('Cheese Kottu', 1650, '#e8c170', '#fbc02d'),
          plate('Devilled Prawns', 2400, '#e4572e', '#f9a825'),
        ],
      },
    ],
  },
  {
    title: 'Western',
    colour: '#37667e',
    children: [
      {
        title: 'BREAK FAST',
        dishes: [
          plate('Full English Breakfast', 2200, '#c0492b', '#f6c945'),
          plate('Pancakes with Maple Syrup', 1300, '#d9a25f', '#8d4b15'),
          plate('Eggs Benedict', 1800, '#f3d27a', '#4caf50'),
        ],
      },
      {
        title: 'LUNCH',
        dishes: [
          plate('Grilled Chicken Burger', 1900, '#b9773a', '#66bb6a'),
          plate('Caesar Salad', 1600, '#8bc34a', '#fff3c4'),
        ],
      },
      {
        title: 'DINNER',
        dishes: [
          plate('Spaghetti Bolognese', 2100, '#e9c46a', '#b23a2a'),
          plate('Grilled Salmon', 4200, '#f08a5d', '#7cb342', { inactive: true }),
          plate('Beef Steak with Pepper Sauce', 4800, '#6d3b2a', '#3e2723'),
        ],
      },
    ],
  },
  {
    title: 'Indian',
    colour: '#c7522a',
    children: [
      {
        title: 'BREAK FAST',
        dishes: [plate('Masala Dosa', 900, '#e0a84f', '#8d5524'), plate('Idli Sambar', 750, '#f4f1e8', '#c76b29')],
      },
      {
        title: 'LUNCH',
        dishes: [
          plate('Chicken Biryani', 2100, '#e8a33d', '#7b3f00'),
          plate('Paneer Butter Masala', 1700, '#e07b39', '#fff8e1'),
        ],
      },
      {
        title: 'DINNER',
        dishes: [
          plate('Butter Chicken with Naan', 2300, '#d9642e', '#f3d9a4'),
          plate('Dal Tadka with Jeera Rice', 1400, '#e6b422', '#f5f0e6'),
          plate('Garlic Naan', 450, '#e7c590', '#6b8e23'),
        ],
      },
    ],
  },
  {
    title: 'Beverages',
    colour: '#2a9d8f',
    children: [
      {
        title: 'Fresh Juice',
        dishes: [
          drink('Passion Fruit Juice', 650, 'glass', '#f4a261', '#6a994e'),
          drink('Mango Juice', 700, 'glass', '#ffb703', '#fb8500'),
          drink('Watermelon Juice', 600, 'glass', '#e63946', '#2a9d8f'),
          drink('King Coconut', 400, 'glass', '#f1faee', '#f4a300'),
        ],
      },
      {
        title: 'Alcoholic Drinks',
        dishes: [
          drink('Lion Lager', 900, 'bottle', '#c99a2e', '#1b4332'),
          drink('Arrack Sour', 1400, 'glass', '#e9d8a6', '#ee9b00'),
          drink('Mojito', 1800, 'glass', '#d8f3dc', '#40916c'),
          drink('Red Wine (glass)', 2200, 'glass', '#7b1e3a', '#ffffff'),
        ],
      },
      {
        title: 'Soft Drinks',
        dishes: [
          drink('Coca-Cola', 350, 'bottle', '#3d1f14', '#d62828'),
          drink('Ginger Beer', 350, 'bottle', '#d4a373', '#386641'),
          drink('Soda Water', 250, 'bottle', '#e0f2f1', '#4fb0c6'),
          drink('Mineral Water', 200, 'bottle', '#e3f2fd', '#1e88e5'),
        ],
      },
      {
        title: 'Tea Time',
        dishes: [
          drink('Ceylon Black Tea', 350, 'cup', '#8c3b0f', '#f1e3c6'),
          drink('Milk Tea', 400, 'cup', '#c89f72', '#f1e3c6'),
          drink('Iced Coffee', 750, 'glass', '#6f4e37', '#f5ebe0'),
        ],
      },
    ],
  },
  {
    title: 'Desserts',
    colour: '#9c4f96',
    children: [
      {
        title: 'Cakes',
        dishes: [
          { ...plate('Chocolate Lava Cake', 1200, '#4a2c2a', '#e63946'), kind: 'cake' },
          { ...plate('Love Cake', 800, '#d9a441', '#8d5524'), kind: 'cake' },
          { ...plate('Watalappan', 700, '#8d5a2b', '#f1c27d'), kind: 'bowl' },
        ],
      },
      {
        title: 'Ice Creams',
        dishes: [
          { ...plate('Vanilla Ice Cream', 600, '#fff3c4', '#7f5539'), kind: 'bowl' },
          { ...plate('Mango Sorbet', 650, '#ffb703', '#52b788'), kind: 'bowl' },
        ],
      },
      {
        title: 'Chocolates',
        dishes: [
          plate('Chocolate Brownie', 850, '#5a3825', '#f1e3c6'),
          plate('Chocolate Truffles', 900, '#3e2723', '#c9a227'),
        ],
      },
    ],
  },
  {
    title: 'Snacks',
    colour: '#6a994e',
    children: [
      {
        title: 'Biscuits',
        dishes: [
          plate('Butter Biscuits', 300, '#e9c46a', '#b08968'),
          plate('Ginger Nut Biscuits', 300, '#b5651d', '#7f4f24'),
        ],
      },
      {
        title: 'Nuts',
        dishes: [
          { ...plate('Devilled Cashews', 900, '#e0b36b', '#c1121f'), kind: 'bowl' },
          { ...plate('Roasted Peanuts', 400, '#c08552', '#8c5a2b'), kind: 'bowl' },
        ],
      },
      {
        title: 'Chips',
        dishes: [
          { ...plate('Manioc Chips', 450, '#f2d091', '#e76f51'), kind: 'bowl' },
          { ...plate('Potato Chips', 400, '#f6d365', '#dda15e'), kind: 'bowl' },
        ],
      },
    ],
  },
];

export const DEMO_TABLE_CATEGORIES = [
  { name: 'Indoor', tables: ['1', '2', '3', '4', '5', '6'] },
  { name: 'Terrace', tables: ['7', '8', '9', '10', '11', '12'] },
] as const;

export const DEMO_TAXES = [
  { name: 'Service Charge', rate: 10, sequence: 1, serviceCharge: true, levy: false, vat: false },
  { name: 'Social Security Contribution Levy', rate: 2.5, sequence: 2, serviceCharge: false, levy: true, vat: false },
  { name: 'VAT', rate: 18, sequence: 3, serviceCharge: false, levy: false, vat: true },
] as const;

/** Checked-in guests (room, guest, VAT applicable), and one booked guest not yet in house. */
export const DEMO_STAYS = [
  { room: '101', guest: 'Anna Müller', status: 'CHECKED_IN', vat: false },
  { room: '102', guest: 'Rohan Perera', status: 'CHECKED_IN', vat: true },
  { room: '204', guest: 'James Smith', status: 'CHECKED_IN', vat: false },
  { room: '205', guest: 'Priya Nair', status: 'RESERVED', vat: false },
] as const;
/** The rooms the restaurant's demo stays are in; the year of demo stays (stays-demo.ts) leaves them be. */
export const DEMO_STAY_ROOMS = ['101', '102', '103', '104', '105', '106', '201', '202', '203', '204', '205', '206'];

// ------------------------------------------------------------------------------------- pictures

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small, flat picture of the dish on a warm background: plate, bowl, cake, glass, cup or bottle. */
export function dishSvg(d: Pick<Dish, 'name' | 'kind' | 'colour' | 'accent'>): string {
  const shapes: Record<Kind, string> = {
    plate: `<ellipse cx="120" cy="98" rx="86" ry="58" fill="#ffffff" stroke="#e7e0d4" stroke-width="3"/>
      <ellipse cx="120" cy="98" rx="64" ry="42" fill="#f7f3ec"/>
      <ellipse cx="120" cy="94" rx="46" ry="27" fill="${d.colour}"/>
      <circle cx="104" cy="86" r="6" fill="${d.accent}"/><circle cx="132" cy="99" r="5" fill="${d.accent}"/>
      <circle cx="138" cy="84" r="4" fill="${d.accent}" opacity="0.8"/>`,
    bowl: `<ellipse cx="120" cy="78" rx="70" ry="20" fill="${d.colour}"/>
      <path d="M50 78 Q120 175 190 78 Z" fill="#ffffff" stroke="#e7e0d4" stroke-width="3"/>
      <circle cx="108" cy="72" r="7" fill="${d.accent}"/><circle cx="134" cy="74" r="5" fill="${d.accent}"/>`,
    cake: `<ellipse cx="120" cy="132" rx="84" ry="22" fill="#ffffff" stroke="#e7e0d4" stroke-width="3"/>
      <path d="M70 124 L70 84 L170 70 L170 110 Z" fill="${d.colour}"/>
      <path d="M70 84 L120 52 L170 70 Z" fill="${d.colour}" opacity="0.8"/>
      <circle cx="128" cy="58" r="7" fill="${d.accent}"/>`,
    glass: `<path d="M88 40 L152 40 L142 150 L98 150 Z" fill="#ffffff" stroke="#cfd8dc" stroke-width="3"/>
      <path d="M92 66 L148 66 L141 146 L99 146 Z" fill="${d.colour}"/>
      <circle cx="146" cy="44" r="12" fill="${d.accent}"/>`,
    cup: `<ellipse cx="118" cy="140" rx="70" ry="14" fill="#ffffff" stroke="#e7e0d4" stroke-width="3"/>
      <path d="M74 70 L162 70 L152 132 L84 132 Z" fill="#ffffff" stroke="#e7e0d4" stroke-width="3"/>
      <ellipse cx="118" cy="72" rx="42" ry="8" fill="${d.colour}"/>
      <path d="M160 84 Q186 90 158 116" fill="none" stroke="#e7e0d4" stroke-width="6"/>
      <path d="M104 56 Q98 44 108 34 M124 56 Q118 44 128 34" stroke="${d.accent}" stroke-width="3" fill="none"/>`,
    bottle: `<rect x="106" y="26" width="28" height="26" rx="4" fill="${d.colour}"/>
      <path d="M100 52 L140 52 L146 72 L146 156 L94 156 L94 72 Z" fill="${d.colour}"/>
      <rect x="96" y="92" width="48" height="32" fill="${d.accent}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img" aria-label="${escapeXml(d.name)}">
  <rect width="240" height="180" rx="12" fill="#f3ede2"/>
  ${shapes[d.kind]}
</svg>`;
}

/** A category tile: its colour and initials. */
export function categorySvg(title: string, colour: string): string {
  const initials = title
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(title)}">
  <rect width="160" height="160" rx="20" fill="${colour}"/>
  <circle cx="80" cy="80" r="52" fill="#ffffff" opacity="0.18"/>
  <text x="80" y="96" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

// ------------------------------------------------------------------------------------- seeding

const svg = (text: string) => ({
  filename: 'image.svg',
  contentType: 'image/svg+xml',
  data: Buffer.from(text, 'utf8'),
});

/**
 * Seeds every RESTAURANT service and the rooms of every hotel; part of the demo seed transaction.
 * `today` is the hotels' date (Asia/Colombo), not the database's UTC `current_date`: between 18:30 and
 * midnight UTC the two differ, and a stay "arriving today" would arrive yesterday.
 */
export async function seedRestaurantDemo(tx: Queryable, today: string = todayIn()): Promise<void> {
  // One stored picture per dish and category, shared by the hotels' menus.
  const images = new Map<string, string>();
  const image = async (key: string, text: () => string) => {
    const known = images.get(key);
    if (known) return known;
    const id = await storeImage(tx, svg(text()));
    images.set(key, id);
    return id;
  };

  const services = await tx.query<{ id: number; hotel_id: number }>(
    "select id, hotel_id from hotel_service where service_type = 'RESTAURANT' order by id",
  );
  for (const service of services) {
    for (const [i, group] of DEMO_TABLE_CATEGORIES.entries()) {
      const [category] = await tx.query<{ id: number }>(
        'insert into table_category (hotel_service_id, name) values ($1, $2) returning id',
        [service.id, group.name],
      );
      await tx.query(
        `insert into restaurant_table (hotel_service_id, table_category_id, number, seats)
         select $1, $2, n, $4 from unnest($3::text[]) as n`,
        [service.id, category!.id, [...group.tables], i === 0 ? 4 : 2],
      );
    }
    for (const t of DEMO_TAXES) {
      await tx.query(
        `insert into restaurant_tax (hotel_service_id, name, rate, sequence, vat, social_security_contribution_levy, service_charge)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [service.id, t.name, t.rate, t.sequence, t.vat, t.levy, t.serviceCharge],
      );
    }
    let order = 0;
    for (const top of DEMO_MENU) {
      const [first] = await tx.query<{ id: number }>(
        `insert into food_category (hotel_service_id, parent_id, title, image, sort_order)
         values ($1, null, $2, $3, $4) returning id`,
        [service.id, top.title, await image(`c:${top.title}`, () => categorySvg(top.title, top.colour)), ++order],
      );
      for (const sub of top.children) {
        const [second] = await tx.query<{ id: number }>(
          `insert into food_category (hotel_service_id, parent_id, title, image, sort_order)
           values ($1, $2, $3, $4, $5) returning id`,
          [
            service.id,
            first!.id,
            sub.title,
            await image(`c:${top.title}:${sub.title}`, () => categorySvg(sub.title, top.colour)),
            ++order,
          ],
        );
        const pictures: string[] = [];
        for (const dish of sub.dishes) pictures.push(await image(`d:${dish.name}`, () => dishSvg(dish)));
        await tx.query(
          `insert into food_item (hotel_service_id, category_id, name, image, price, active, item_type)
           select $1, $2, d.name, d.image, d.price, d.active, d.item_type
             from unnest($3::text[], $4::uuid[], $5::numeric[], $6::boolean[], $7::text[])
                  as d(name, image, price, active, item_type)`,
          [
            service.id,
            second!.id,
            sub.dishes.map((d) => d.name),
            pictures,
            sub.dishes.map((d) => d.price),
            sub.dishes.map((d) => !d.inactive),
            sub.dishes.map((d) => (d.beverage ? 'BEVERAGE' : 'FOOD')),
          ],
        );
      }
    }
  }

  const hotels = await tx.query<{ id: number; prefix: string }>('select id, prefix from hotel order by id');
  for (const hotel of hotels) {
    // The rooms themselves are the room catalogue's demo (rooms-demo.ts), seeded before this.
    const roomIds = new Map<string, number>();
    for (const number of DEMO_STAY_ROOMS) {
      const [room] = await tx.query<{ id: number }>('select id from room where hotel_id = $1 and room_no = $2', [
        hotel.id,
        number,
      ]);
      if (!room) throw new Error(`seed: no room ${number} in hotel ${hotel.id}`);
      roomIds.set(number, room.id);
    }
    for (const [i, stay] of DEMO_STAYS.entries()) {
      const [reservation] = await tx.query<{ id: number }>(
        `insert into reservation (hotel_id, ref_number, guest_name, status, check_in_date, check_out_date, vat_applicable,
                                  vat_registry_applicable)
         values ($1, $2, $3, $4, $7::date - $5::int, $7::date + 3, $6, $6) returning id`,
        [
          hotel.id,
          `${hotel.prefix}-R${String(i + 1).padStart(4, '0')}`,
          stay.guest,
          stay.status,
          stay.status === 'CHECKED_IN' ? 1 : 0,
          stay.vat,
          today,
        ],
      );
      await tx.query(
        `insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, check_in_date, check_out_date)
         select v.id, r.id, $3, v.hotel_id, r.room_type_id, v.check_in_date, v.check_out_date
           from reservation v, room r where v.id = $1 and r.id = $2`,
        [reservation!.id, roomIds.get(stay.room) ?? null, stay.status === 'CHECKED_IN' ? 'CHECKEDIN' : 'BOOKED'],
      );
    }
  }
}
