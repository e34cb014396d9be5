// A restaurant's settings (designed, issue 10): the paper its bills and receipts print on, and the
// header they carry (its hotel's name, address, contact and VAT number, as the hotel record has
// them). Anyone working in the restaurant reads them (the waiter prints the bill, the invoice list
// reprints it); the paper is the invoicing's to choose (RESTAURANT_INVOICE edit), and so is the
// kitchen's target preparation time, against which each ticket's age is coloured.
import { DEFAULT_TARGET_PREPARATION_MINUTES, RESTAURANT_NOTICES } from '@hotel/domain';
import { restaurant, type restaurantEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireAnyFeature, restaurantService, WAITER_FEATURES } from './access.js';

/** Who reads the settings: the waiter's screens, the kitchen, the invoices and receipts. */
const READERS = [...WAITER_FEATURES, 'CHEF_DASHBOARD', 'RESTAURANT_INVOICE', 'RESTAURANT_RECEIPT'] as const;

async function settingOf(db: Queryable, serviceId: number): Promise<restaurantEntities.RestaurantSetting> {
  const [row] = await db.query<{
    bill_paper: restaurantEntities.BillPaper | null;
    target_preparation_minutes: number | null;
    title: string;
    address: string;
    contact_number: string;
    email: string;
    vat_number: string;
  }>(
    `select r.bill_paper, r.target_preparation_minutes, h.title, h.address, h.contact_number, h.email, h.vat_number
       from hotel_service s join hotel h on h.id = s.hotel_id
       left join restaurant_setting r on r.hotel_service_id = s.id
      where s.id = $1`,
    [serviceId],
  );
  return {
    hotelServiceId: serviceId,
    billPaper: row?.bill_paper ?? 'A4',
    targetPreparationMinutes: row?.target_preparation_minutes ?? DEFAULT_TARGET_PREPARATION_MINUTES,
    billHeader: {
      hotelTitle: row?.title ?? '',
      address: row?.address ?? '',
      contactNumber: row?.contact_number ?? '',
      email: row?.email ?? '',
      vatNumber: row?.vat_number ?? '',
    },
  };
}

export function settingsRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(restaurant.restaurantSettingOf, async ({ params, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireAnyFeature(db, principal, params.serviceId, READERS, 'VIEW');
      return { result: { restaurantSetting: await settingOf(db, params.serviceId) } };
    }),

    route(restaurant.updateRestaurantSetting, async ({ params, body, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireAnyFeature(db, principal, params.serviceId, ['RESTAURANT_INVOICE'], 'EDIT');
      await db.query(
        `insert into restaurant_setting (hotel_service_id, bill_paper, target_preparation_minutes)
         values ($1, $2, coalesce($3::int, $4::int))
         on conflict (hotel_service_id) do update
           set bill_paper = excluded.bill_paper,
               target_preparation_minutes = coalesce($3::int, restaurant_setting.target_preparation_minutes),
               updated_at = now()`,
        [params.serviceId, body.billPaper, body.targetPreparationMinutes ?? null, DEFAULT_TARGET_PREPARATION_MINUTES],
      );
      return {
        result: { restaurantSetting: await settingOf(db, params.serviceId) },
        message: RESTAURANT_NOTICES.RESTAURANT_SETTINGS_SAVED,
      };
    }),
  ];
}
