// Hotel settings: standard check-in/check-out times (core §7 calls), and the settings the spec lists
// as screens without calls, designed in the same style: payment (system) config, payment timeout,
// reservation config, mail config (one record per hotel, defaults until saved), CC mail addresses,
// terms and conditions, promotions and room blocks of the front office's rooms (lists per hotel).
//
// Rights, on the hotel (permission/admin-right.ts): SYSTEM_CONFIG (payment, reservation, standard time; the default
// standard time is system-wide, so ADMIN only), PAYMENT_TIMEOUT, MAIL_CONFIG, CC_MAIL_CONFIG,
// TERM_CONDITION, PROMOTION, ROOM_BLOCK.
import { Feature, type FeatureKey, type Operation, SETTINGS_NOTICES } from '@hotel/domain';
import { settings } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, conflictOn, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { containsText, pageOf, type PageQuery, type SortColumns, type SortColumnsOf } from '../db/paging.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { requireAdminRight } from '../permission/admin-right.js';

const { entities } = settings;
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** How a field is read back: dates as YYYY-MM-DD text, numerics as numbers (both drivers alike). */
type Casts = Partial<Record<string, 'date' | 'float'>>;
const selectList = (fields: readonly string[], casts: Casts) =>
  fields
    .map((f) => `${snake(f)}${casts[f] === 'date' ? '::text' : casts[f] === 'float' ? '::float8' : ''} as "${f}"`)
    .join(', ');

type Paymentconfig = z.output<typeof entities.paymentConfig>;
type PaymentTimeout = z.output<typeof entities.paymentTimeout>;
type ReservationConfig = z.output<typeof entities.reservationConfig>;
type MailConfig = z.output<typeof entities.mailConfig>;
type CcMail = z.output<typeof entities.ccMailConfig>;
type Term = z.output<typeof entities.termCondition>;
type Promotion = z.output<typeof entities.promotion>;
type RoomBlock = z.output<typeof entities.roomBlock>;

const CC_MAIL_SORT: SortColumnsOf<typeof settings.searchCcMails> = {
  mailType: ['mail_type', 'lower(email)'],
  email: 'lower(email)',
  id: 'id',
};
const TERM_SORT: SortColumnsOf<typeof settings.searchTerms> = {
  sequence: 'sequence',
  title: 'lower(title)',
  termType: ['term_type', 'sequence'],
  id: 'id',
};
const PROMOTION_SORT: SortColumnsOf<typeof settings.searchPromotions> = {
  startDate: 'start_date',
  endDate: 'end_date',
  code: 'lower(code)',
  name: 'lower(name)',
  discountValue: 'discount_value',
  id: 'id',
};
const ROOM_BLOCK_SORT: SortColumnsOf<typeof settings.searchRoomBlocks> = {
  startDate: 'start_date',
  endDate: 'end_date',
  // Room numbers in their natural order: 9 before 10.
  roomNumber: ['length(room_number)', 'room_number', 'start_date'],
  id: 'id',
};

export function settingsRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('promotion_code_key', 'PROMOTION_CODE_TAKEN', 'code');
  describeConstraint('cc_mail_config_key', 'CC_MAIL_TAKEN', 'email');

  const requireHotelRight = async (principal: Principal, hotelId: number, feature: FeatureKey, op: Operation) => {
    if (!(await findHotel(db, hotelId))) throw notFound('Hotel');
    await requireAdminRight(db, principal, { hotel: hotelId }, feature, op);
  };

  /** One record per hotel (primary key hotel_id), answered with its defaults until first saved. */
  const perHotel = <T extends { hotelId: number }>(
    table: string,
    fields: readonly (keyof T & string)[],
    defaults: (hotelId: number) => T,
    casts: Casts = {},
  ) => {
    const columns = fields.map(snake);
    return {
      load: async (hotelId: number): Promise<T> => {
        const [row] = await db.query<T>(`select ${selectList(fields, casts)} from ${table} where hotel_id = $1`, [
          hotelId,
        ]);
        return row ?? defaults(hotelId);
      },
      save: async (body: T): Promise<void> => {
        await db.query(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (hotel_id) do update set ${columns
             .filter((c) => c !== 'hotel_id')
             .map((c) => `${c} = excluded.${c}`)
             .join(', ')}`,
          fields.map((f) => body[f] as SqlParam),
        );
      },
    };
  };

  /**
   * A list of records per hotel, with an id: written as W (fields), read back as T (from `read`, a
   * table expression that may add looked-up fields, the table itself by default).
   */
  const perHotelList = <T extends { id: number; hotelId: number }, W extends { hotelId: number } = Omit<T, 'id'>>(
    table: string,
    fields: readonly (keyof W & string)[],
    label: string,
    casts: Casts = {},
    read: { from: string; fields: readonly string[] } = { from: table, fields: [] },
  ) => {
    const select = `select ${selectList(['id', ...fields, ...read.fields], casts)} from ${read.from}`;
    const columns = fields.map(snake);
    const values = (body: W) => fields.map((f) => body[f] as SqlParam);
    return {
      find: async (id: number): Promise<T> => {
        const [row] = await db.query<T>(`${select} where id = $1`, [id]);
        if (!row) throw notFound(label);
        return row;
      },
      list: (where: string, params: SqlParam[], order: string) =>
        db.query<T>(`${select} where ${where} order by ${order}`, params),
      /** One page of the records matching `where`, sorted by the columns of `read.from` the contract's field names. */
      page: <F extends string>(where: string, params: SqlParam[], sort: SortColumns<F>, query: PageQuery<F>) =>
        pageOf<T, F>(db, {
          select: `select ${selectList(['id', ...fields, ...read.fields], casts)}`,
          from: `from ${read.from} where ${where}`,
          params,
          sort,
          id: 'id',
          query,
        }),
      insert: async (tx: Queryable, body: W): Promise<number> => {
        const [row] = await tx.query<{ id: number }>(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           returning id`,
          values(body),
        );
        return row!.id;
      },
      update: async (tx: Queryable, body: W & { id: number }): Promise<void> => {
        await tx.query(`update ${table} set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [
          body.id,
          ...values(body),
        ]);
      },
      remove: async (id: number): Promise<void> => {
        await db.query(`delete from ${table} where id = $1`, [id]);
      },
    };
  };

  const paymentConfig = perHotel<Paymentconfig>(
    'payment_config',
    [
      'hotelId',
      'paymentGateway',
      'merchantId',
      'merchantName',
      'returnUrl',
      'cardPayment',
      'cashPayment',
      'bankTransfer',
      'advancePaymentPercentage',
    ],
    (hotelId) => entities.paymentConfigInput.parse({ hotelId }),
    { advancePaymentPercentage: 'float' },
  );
  const paymentTimeout = perHotel<PaymentTimeout>('payment_timeout', ['hotelId', 'seconds'], (hotelId) => ({
    hotelId,
    seconds: 960,
  }));
  const reservationConfig = perHotel<ReservationConfig>(
    'reservation_config',
    ['hotelId', 'onlineBooking', 'advancePaymentRequired', 'holdUnpaidMinutes', 'maxRoomsPerBooking', 'sameDayBooking'],
    (hotelId) => entities.reservationConfigInput.parse({ hotelId }),
  );
  const mailConfig = perHotel<MailConfig>(
    'mail_config',
    [
      'hotelId',
      'senderName',
      'senderEmail',
      'replyToEmail',
      'reservationMail',
      'invoiceMail',
      'receiptMail',
      'cancellationMail',
    ],
    (hotelId) => entities.mailConfigInput.parse({ hotelId }),
  );
  const ccMails = perHotelList<CcMail>('cc_mail_config', ['hotelId', 'mailType', 'email'], 'CC mail address');
  const terms = perHotelList<Term>(
    'term_condition',
    ['hotelId', 'termType', 'title', 'description', 'sequence', 'active'],
    'Term',
  );
  const promotions = perHotelList<Promotion>(
    'promotion',
    [
      'hotelId',
      'code',
      'name',
      'description',
      'discountType',
      'discountValue',
      'startDate',
      'endDate',
      'web',
      'direct',
      'active',
    ],
    'Promotion',
    { discountValue: 'float', startDate: 'date', endDate: 'date' },
  );
  const roomBlocks = perHotelList<RoomBlock, Omit<RoomBlock, 'id' | 'roomNumber'>>(
    'room_block',
    ['hotelId', 'roomId', 'startDate', 'endDate', 'reason', 'active'],
    'Room block',
    { startDate: 'date', endDate: 'date' },
    {
      from: '(select b.*, r.room_no as room_number from room_block b join room r on r.id = b.room_id) room_block',
      fields: ['roomNumber'],
    },
  );

  const standardTimes = async (hotelId: number) => {
    // A hotel without its own times uses the default (answered with hotelId 0).
    const rows = await db.query<{ id: number; hotelId: number; checkInTime: string; checkOutTime: string }>(
      `select id, coalesce(hotel_id, 0) as "hotelId", check_in_time::text as "checkInTime",
              check_out_time::text as "checkOutTime"
         from standard_time_config where hotel_id = $1 or hotel_id is null
        order by hotel_id nulls last limit 1`,
      [hotelId],
    );
    return { standardTimeConfig: rows };
  };

  const assertCcFree = async (tx: Queryable, body: Omit<CcMail, 'id'>, id: number) => {
    const [taken] = await tx.query(
      'select 1 from cc_mail_config where hotel_id = $1 and mail_type = $2 and lower(email) = lower($3) and id <> $4',
      [body.hotelId, body.mailType, body.email, id],
    );
    if (taken) throw conflictOn('email', 'CC_MAIL_TAKEN');
  };
  const assertCodeFree = async (tx: Queryable, body: Omit<Promotion, 'id'>, id: number) => {
    const [taken] = await tx.query(
      'select 1 from promotion where hotel_id = $1 and lower(code) = lower($2) and id <> $3',
      [body.hotelId, body.code, id],
    );
    if (taken) throw conflictOn('code', 'PROMOTION_CODE_TAKEN');
  };
  const assertRoomFree = async (tx: Queryable, body: Omit<RoomBlock, 'id' | 'roomNumber'>, id: number) => {
    const [room] = await tx.query('select 1 from room where id = $1 and hotel_id = $2', [body.roomId, body.hotelId]);
    if (!room) throw invalid('roomId', 'ROOM_NOT_IN_HOTEL');
    if (!body.active) return;
    const [taken] = await tx.query(
      `select 1 from room_block where room_id = $1 and active and id <> $4
          and start_date <= $3::date and end_date >= $2::date`,
      [body.roomId, body.startDate, body.endDate, id],
    );
    if (taken) throw conflict('ROOM_ALREADY_BLOCKED');
  };

  /** An update may move a record to another hotel: the caller needs the right on both. */
  const requireBoth = async (p: Principal, from: number, to: number, feature: FeatureKey) => {
    await requireHotelRight(p, from, feature, 'EDIT');
    if (to !== from) await requireHotelRight(p, to, feature, 'EDIT');
  };

  return [
    // ------------------------------------------------------------------------- standard time
    route(settings.standardTimes, async ({ query, principal }) => {
      requireUser(principal);
      if (query.hotelId !== 0) {
        if (!(await findHotel(db, query.hotelId))) throw notFound('Hotel');
        requireInScope(await scopeOf(db, principal), 'hotel', query.hotelId);
      }
      return { result: await standardTimes(query.hotelId) };
    }),
    route(settings.updateStandardTime, async ({ body, principal }) => {
      if (body.hotelId === 0) await requireAdminRight(db, principal, 'system', Feature.SYSTEM_CONFIG, 'EDIT');
      else await requireHotelRight(principal, body.hotelId, Feature.SYSTEM_CONFIG, 'EDIT');
      await db.query(
        `insert into standard_time_config (hotel_id, check_in_time, check_out_time) values ($1, $2, $3)
         on conflict ((coalesce(hotel_id, 0))) do update
            set check_in_time = excluded.check_in_time, check_out_time = excluded.check_out_time`,
        [body.hotelId === 0 ? null : body.hotelId, body.checkInTime, body.checkOutTime],
      );
      return { result: await standardTimes(body.hotelId), message: SETTINGS_NOTICES.STANDARD_TIME_UPDATED };
    }),

    // ------------------------------------------------------------------- per-hotel settings
    route(settings.paymentConfigOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.SYSTEM_CONFIG, 'VIEW');
      return { result: { systemConfig: await paymentConfig.load(params.hotelId) } };
    }),
    route(settings.updatePaymentConfig, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.SYSTEM_CONFIG, 'EDIT');
      await paymentConfig.save(body);
      return {
        result: { systemConfig: await paymentConfig.load(body.hotelId) },
        message: SETTINGS_NOTICES.PAYMENT_CONFIG_SAVED,
      };
    }),
    route(settings.paymentTimeoutOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.PAYMENT_TIMEOUT, 'VIEW');
      return { result: { paymentTimeout: await paymentTimeout.load(params.hotelId) } };
    }),
    route(settings.updatePaymentTimeout, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.PAYMENT_TIMEOUT, 'EDIT');
      await paymentTimeout.save(body);
      return {
        result: { paymentTimeout: await paymentTimeout.load(body.hotelId) },
        message: SETTINGS_NOTICES.PAYMENT_TIMEOUT_SAVED,
      };
    }),
    route(settings.reservationConfigOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.SYSTEM_CONFIG, 'VIEW');
      return { result: { reservationConfig: await reservationConfig.load(params.hotelId) } };
    }),
    route(settings.updateReservationConfig, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.SYSTEM_CONFIG, 'EDIT');
      await reservationConfig.save(body);
      return {
        result: { reservationConfig: await reservationConfig.load(body.hotelId) },
        message: SETTINGS_NOTICES.RESERVATION_CONFIG_SAVED,
      };
    }),
    route(settings.mailConfigOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.MAIL_CONFIG, 'VIEW');
      return { result: { mailConfig: await mailConfig.load(params.hotelId) } };
    }),
    route(settings.updateMailConfig, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.MAIL_CONFIG, 'EDIT');
      await mailConfig.save(body);
      return {
        result: { mailConfig: await mailConfig.load(body.hotelId) },
        message: SETTINGS_NOTICES.MAIL_CONFIG_SAVED,
      };
    }),

    // ---------------------------------------------------------------------------- CC mails
    route(settings.ccMailsOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.CC_MAIL_CONFIG, 'VIEW');
      return {
        result: { ccMailConfig: await ccMails.list('hotel_id = $1', [params.hotelId], 'mail_type, lower(email)') },
      };
    }),
    route(settings.searchCcMails, async ({ query, principal }) => {
      await requireHotelRight(principal, query.hotelId, Feature.CC_MAIL_CONFIG, 'VIEW');
      const { rows: ccMailConfig, pagination } = await ccMails.page(
        'hotel_id = $1',
        [query.hotelId],
        CC_MAIL_SORT,
        query,
      );
      return { result: { ccMailConfig }, pagination };
    }),
    route(settings.createCcMail, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.CC_MAIL_CONFIG, 'ADD');
      const id = await db.transaction(async (tx) => {
        await assertCcFree(tx, body, 0);
        return ccMails.insert(tx, body);
      });
      return { result: { ccMailConfig: await ccMails.find(id) }, message: SETTINGS_NOTICES.CC_MAIL_ADDED };
    }),
    route(settings.updateCcMail, async ({ body, principal }) => {
      const current = await ccMails.find(body.id);
      await requireBoth(principal, current.hotelId, body.hotelId, Feature.CC_MAIL_CONFIG);
      await db.transaction(async (tx) => {
        await assertCcFree(tx, body, body.id);
        await ccMails.update(tx, body);
      });
      return { result: { ccMailConfig: await ccMails.find(body.id) }, message: SETTINGS_NOTICES.CC_MAIL_UPDATED };
    }),
    route(settings.deleteCcMail, async ({ params, principal }) => {
      const current = await ccMails.find(params.id);
      await requireHotelRight(principal, current.hotelId, Feature.CC_MAIL_CONFIG, 'DELETE');
      await ccMails.remove(params.id);
      return { result: {}, message: SETTINGS_NOTICES.CC_MAIL_REMOVED };
    }),

    // ------------------------------------------------------------------- terms and conditions
    route(settings.termsOfHotel, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.TERM_CONDITION, 'VIEW');
      return { result: { termCondition: await terms.list('hotel_id = $1', [params.hotelId], 'sequence, id') } };
    }),
    route(settings.searchTerms, async ({ query, principal }) => {
      await requireHotelRight(principal, query.hotelId, Feature.TERM_CONDITION, 'VIEW');
      const { rows: termCondition, pagination } = await terms.page('hotel_id = $1', [query.hotelId], TERM_SORT, query);
      return { result: { termCondition }, pagination };
    }),
    route(settings.createTerm, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.TERM_CONDITION, 'ADD');
      const id = await db.transaction((tx) => terms.insert(tx, body));
      return { result: { termCondition: await terms.find(id) }, message: SETTINGS_NOTICES.TERM_ADDED };
    }),
    route(settings.updateTerm, async ({ body, principal }) => {
      const current = await terms.find(body.id);
      await requireBoth(principal, current.hotelId, body.hotelId, Feature.TERM_CONDITION);
      await db.transaction((tx) => terms.update(tx, body));
      return { result: { termCondition: await terms.find(body.id) }, message: SETTINGS_NOTICES.TERM_UPDATED };
    }),
    route(settings.deleteTerm, async ({ params, principal }) => {
      const current = await terms.find(params.id);
      await requireHotelRight(principal, current.hotelId, Feature.TERM_CONDITION, 'DELETE');
      await terms.remove(params.id);
      return { result: {}, message: SETTINGS_NOTICES.TERM_REMOVED };
    }),

    // ------------------------------------------------------------------------------ promotions
    route(settings.searchPromotions, async ({ query, principal }) => {
      await requireHotelRight(principal, query.hotelId, Feature.PROMOTION, 'VIEW');
      const { rows: promotion, pagination } = await promotions.page(
        'hotel_id = $1 and ($2::text is null or code ilike $2 or name ilike $2)',
        [query.hotelId, containsText(query.name)],
        PROMOTION_SORT,
        query,
      );
      return { result: { promotion }, pagination };
    }),
    route(settings.createPromotion, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.PROMOTION, 'ADD');
      const id = await db.transaction(async (tx) => {
        await assertCodeFree(tx, body, 0);
        return promotions.insert(tx, body);
      });
      return { result: { promotion: await promotions.find(id) }, message: SETTINGS_NOTICES.PROMOTION_CREATED };
    }),
    route(settings.updatePromotion, async ({ body, principal }) => {
      const current = await promotions.find(body.id);
      await requireBoth(principal, current.hotelId, body.hotelId, Feature.PROMOTION);
      await db.transaction(async (tx) => {
        await assertCodeFree(tx, body, body.id);
        await promotions.update(tx, body);
      });
      return { result: { promotion: await promotions.find(body.id) }, message: SETTINGS_NOTICES.PROMOTION_UPDATED };
    }),
    route(settings.deletePromotion, async ({ params, principal }) => {
      const current = await promotions.find(params.id);
      await requireHotelRight(principal, current.hotelId, Feature.PROMOTION, 'DELETE');
      await promotions.remove(params.id);
      return { result: {}, message: SETTINGS_NOTICES.PROMOTION_DELETED };
    }),

    // ----------------------------------------------------------------------------- room blocks
    route(settings.searchRoomBlocks, async ({ query, principal }) => {
      await requireHotelRight(principal, query.hotelId, Feature.ROOM_BLOCK, 'VIEW');
      const { rows: roomBlock, pagination } = await roomBlocks.page(
        `hotel_id = $1 and ($2::text is null or room_number ilike $2)
          and ($3::date is null or end_date >= $3::date) and ($4::date is null or start_date <= $4::date)`,
        [query.hotelId, containsText(query.roomNumber), query.from ?? null, query.to ?? null],
        ROOM_BLOCK_SORT,
        query,
      );
      return { result: { roomBlock }, pagination };
    }),
    route(settings.roomBlockRooms, async ({ params, principal }) => {
      await requireHotelRight(principal, params.hotelId, Feature.ROOM_BLOCK, 'VIEW');
      const room = await db.query<{ id: number; roomNo: string }>(
        `select id, room_no as "roomNo" from room where hotel_id = $1 and active
          order by length(room_no), room_no, id`,
        [params.hotelId],
      );
      return { result: { room } };
    }),
    route(settings.createRoomBlock, async ({ body, principal }) => {
      await requireHotelRight(principal, body.hotelId, Feature.ROOM_BLOCK, 'ADD');
      const id = await db.transaction(async (tx) => {
        await tx.query('select id from room where id = $1 for update', [body.roomId]); // one decision per room at a time
        await assertRoomFree(tx, body, 0);
        return roomBlocks.insert(tx, body);
      });
      return { result: { roomBlock: await roomBlocks.find(id) }, message: SETTINGS_NOTICES.ROOM_BLOCKED };
    }),
    route(settings.updateRoomBlock, async ({ body, principal }) => {
      const current = await roomBlocks.find(body.id);
      await requireBoth(principal, current.hotelId, body.hotelId, Feature.ROOM_BLOCK);
      await db.transaction(async (tx) => {
        await tx.query('select id from room where id = $1 for update', [body.roomId]);
        await assertRoomFree(tx, body, body.id);
        await roomBlocks.update(tx, body);
      });
      return { result: { roomBlock: await roomBlocks.find(body.id) }, message: SETTINGS_NOTICES.ROOM_BLOCK_UPDATED };
    }),
    route(settings.deleteRoomBlock, async ({ params, principal }) => {
      const current = await roomBlocks.find(params.id);
      await requireHotelRight(principal, current.hotelId, Feature.ROOM_BLOCK, 'DELETE');
      await roomBlocks.remove(params.id);
      return { result: {}, message: SETTINGS_NOTICES.ROOM_BLOCK_REMOVED };
    }),
  ];
}
