// Receipts and refunds (schema/src/endpoints/receipt.ts; docs/invoicing-receipts.md). A receipt is a
// payment taken on a stay's account (folio), numbered RC-YYYY-nnnnnn in the hotel's receipt series
// inside the transaction that writes it; a card waits PENDING until authorised; a rejection voids it
// with a reason. A refund gives money paid towards an invoice back out of the named receipts of the
// invoice's folio, in one transaction: each allocation is a conditional update that only succeeds
// while the receipt is authorised and its balance covers it (and the check receipt_refund_within_amount
// backs it), so two desks refunding the same last balance at once cannot both succeed.
//
// Rights on the record's hotel: RECEIPT VIEW to read, ADD to record, EDIT to authorise;
// RECEIPT_REJECT EDIT to reject; REFUND VIEW to list refunds and read an invoice's receipts, ADD to
// refund.
import {
  Feature,
  Money,
  RECEIPT_NOTICES as NOTICES,
  documentNumber,
  initialReceiptStatus,
  refundCredit,
  refundCreditReason,
  spreadCredit,
  type Currency,
  type FeatureKey,
  type Operation,
} from '@hotel/domain';
import { StatusCode, receipt as RC } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import {
  ApiError,
  conflict,
  conflictOn,
  describeConstraint,
  invalid,
  isViolation,
  notFound,
} from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { creditInvoice } from '../invoice/invoice.routes.js';
import { loadInvoice } from '../invoice/invoice-store.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { hotelToday, loadReservation, recordRevision } from '../reservation/reservation-store.js';
import { announceAccount } from '../folio/live.js';
import { ReservationLive } from '../reservation/live.js';
import { setStatus } from '../reservation/stay-changes.js';

type Receipt = RC.entities.Receipt;
type Refund = RC.entities.Refund;

interface ReceiptRow extends Omit<Receipt, 'amount' | 'chargeAmount' | 'refundAmount'> {
  amount: string;
  refunded: string;
}

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const RECEIPT_SELECT = `select r.id, r.hotel_id as "hotelId", r.number as "receiptNumber", ${UTC('r.created_at')} as "createdAt",
  r.method as "paymentMethod", r.status as "receiptStatus", r.currency, r.amount::text as amount,
  r.refunded::text as refunded, r.reference, r.folio_id as "folioId", r.reservation_id as "reservationId",
  v.ref_number as "refNumber", f.name as "guestName", ${UTC('r.authorised_at')} as "authorisedAt",
  r.reject_reason as "rejectReason", ${UTC('r.rejected_at')} as "rejectedAt"`;
const RECEIPT_FROM = `from receipt r join folio f on f.id = r.folio_id left join reservation v on v.id = r.reservation_id`;

function toReceipt(row: ReceiptRow): Receipt {
  const { refunded, ...rest } = row;
  const amount = Money.fromWire(row.amount, row.currency).toWire();
  return { ...rest, amount, chargeAmount: amount, refundAmount: Money.fromWire(refunded, row.currency).toWire() };
}

async function loadReceipt(db: Queryable, id: number): Promise<Receipt | null> {
  const [row] = await db.query<ReceiptRow>(`${RECEIPT_SELECT} ${RECEIPT_FROM} where r.id = $1`, [id]);
  return row ? toReceipt(row) : null;
}

const RECEIPT_SORT: SortColumnsOf<typeof RC.searchReceipts> = {
  id: 'r.id',
  receiptNumber: ['r.year', 'r.sequence_number'],
  createdAt: 'r.created_at',
  amount: 'r.amount',
  receiptStatus: 'r.status',
  paymentMethod: 'r.method',
  guestName: 'lower(f.name)',
};

interface RefundRow {
  id: number;
  hotelId: number;
  refundNumber: string;
  invoiceId: number;
  invoiceNumber: string;
  refundType: Refund['refundType'];
  paymentMethod: Refund['paymentMethod'];
  prefix: Currency;
  amount: string;
  createdAt: string;
  receipts: { receiptId: number; receiptNumber: string; amount: string }[];
  creditNoteId: number | null;
  creditNoteNumber: string | null;
}

const REFUND_SELECT = `select d.id, d.hotel_id as "hotelId", d.number as "refundNumber", d.invoice_id as "invoiceId",
  i.number as "invoiceNumber", d.refund_type as "refundType", d.method as "paymentMethod", d.currency as prefix,
  d.amount::text as amount, ${UTC('d.created_at')} as "createdAt", d.credit_note_id as "creditNoteId",
  (select cn.number from invoice cn where cn.id = d.credit_note_id) as "creditNoteNumber",
  (select coalesce(json_agg(json_build_object('receiptId', a.receipt_id, 'receiptNumber', r.number,
                                              'amount', a.amount::text) order by r.id), '[]'::json)
     from refund_allocation a join receipt r on r.id = a.receipt_id where a.refund_id = d.id) as receipts`;
const REFUND_FROM = `from refund d join invoice i on i.id = d.invoice_id`;

function toRefund(row: RefundRow): Refund {
  const { amount, receipts, ...rest } = row;
  return {
    ...rest,
    refundAmount: Money.fromWire(amount, row.prefix).toWire(),
    receipts: receipts.map((a) => ({ ...a, amount: Money.fromWire(a.amount, row.prefix).toWire() })),
  };
}

const REFUND_SORT: SortColumnsOf<typeof RC.searchRefunds> = {
  id: 'd.id',
  refundNumber: ['d.year', 'd.sequence_number'],
  createdAt: 'd.created_at',
  refundAmount: 'd.amount',
  invoiceNumber: 'i.number',
};

/**
 * The credit note a refund issues in its transaction (docs/invoicing-receipts.md "Refund and credit
 * note"): the part of the refund that paid the invoice (refundCredit: the folio's receipts pay the
 * invoice's uncredited remainder first; money above it, an advance deposit or an overpayment, is
 * refunded without one), spread over the invoice's lines in order. Null when that part is nothing.
 */
async function refundCreditNote(
  tx: Queryable,
  invoiceId: number,
  refund: Money,
  paid: Money,
  refundNumber: string,
  userId: number | null,
): Promise<number | null> {
  // The invoice's row first (as a credit note takes it), then what remains of each of its lines.
  await tx.query('select id from invoice where id = $1 for update', [invoiceId]);
  const invoice = await loadInvoice(tx, invoiceId);
  const remaining = invoice.lines.map((l) => ({
    id: l.id!,
    remaining: Money.fromWire(l.amount, invoice.currency).minus(Money.fromWire(l.credited, invoice.currency)),
  }));
  const credit = refundCredit(
    Money.sum(
      remaining.map((l) => l.remaining),
      invoice.currency,
    ),
    paid,
    refund,
  );
  if (!credit.isPositive()) return null;
  const lines = spreadCredit(remaining, credit);
  return creditInvoice(
    tx,
    {
      invoiceId,
      reason: refundCreditReason(refundNumber),
      whole: false,
      lines: lines.map((l) => ({ lineId: l.lineId, amount: l.amount.toWire() })),
      creditExpiresOn: null,
    },
    userId,
  );
}

/** The year of the hotel's today: the series a document is numbered in. */
const seriesYear = (): number => Number(hotelToday().slice(0, 4));

export function receiptRoutes({ db, publisher }: AppContext): RouteBinding[] {
  describeConstraint('receipt_refund_within_amount', 'REFUND_ABOVE_RECEIPT_BALANCE');

  /** Passes when the caller holds one of the rights on the hotel; else the first's refusal. */
  async function requireAny(principal: Principal, hotelId: number, rights: [FeatureKey, Operation][]) {
    let first: unknown;
    for (const [feature, operation] of rights) {
      try {
        await requireHotelRight(db, principal, hotelId, feature, operation);
        return;
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== StatusCode.FORBIDDEN) throw err;
        first ??= err;
      }
    }
    throw first;
  }

  async function receiptOf(id: number): Promise<Receipt> {
    const found = await loadReceipt(db, id);
    if (!found) throw notFound('Receipt');
    return found;
  }

  /**
   * A receipt now authorised on a NOT_PAID stay settles it: the stay is RESERVED, its version goes
   * up, the revision is recorded and the change announced on the reservation topic after commit.
   */
  async function settleStay(tx: Queryable, reservationId: number | null, by: Principal, live: ReservationLive) {
    if (!reservationId) return;
    const current = await loadReservation(tx, reservationId, { lock: true });
    if (current?.status !== 'NOT_PAID') return;
    await setStatus(tx, reservationId, 'RESERVED');
    await tx.query('update reservation set version = version + 1, updated_at = now() where id = $1', [reservationId]);
    const saved = (await loadReservation(tx, reservationId))!;
    await recordRevision(tx, saved, by.userId);
    live.change(saved, 'PAID');
  }

  /** The invoice a refund or a receipt list names. */
  async function invoiceOf(q: Queryable, id: number) {
    const [row] = await q.query<{ id: number; hotel_id: number; folio_id: number | null; currency: Currency }>(
      "select id, hotel_id, folio_id, currency from invoice where id = $1 and document_type = 'INVOICE'",
      [id],
    );
    return row ?? null;
  }

  return [
    route(RC.searchReceipts, async ({ query, principal }) => {
      await requireAny(principal, query.hotelId, [
        [Feature.RECEIPT, 'VIEW'],
        [Feature.REFUND, 'VIEW'],
      ]);
      if ((query.id === undefined) !== (query.registryType === undefined)) {
        throw invalid(query.id === undefined ? 'id' : 'registryType', 'REQUIRED_FIELD');
      }
      const params: SqlParam[] = [
        query.hotelId,
        query.registryType === 'RESERVATION' ? query.id! : null,
        query.registryType === 'INVOICE' ? query.id! : null,
        containsText(query.receiptNumber),
        containsText(query.guestName),
        query.receiptStatus ?? null,
        query.paymentMethod ?? null,
      ];
      const from = `${RECEIPT_FROM}
        where r.hotel_id = $1
          and ($2::int is null or r.reservation_id = $2)
          and ($3::int is null or r.folio_id = (select folio_id from invoice where id = $3))
          and ($4::text is null or r.number ilike $4 escape '\\')
          and ($5::text is null or f.name ilike $5 escape '\\')
          and ($6::text is null or r.status = $6)
          and ($7::text is null or r.method = $7)`;
      const { rows, pagination } = await pageOf<ReceiptRow>(db, {
        select: RECEIPT_SELECT,
        from,
        params,
        sort: RECEIPT_SORT,
        query,
        id: 'r.id',
      });
      return { result: { receipt: rows.map(toReceipt) }, pagination };
    }),

    route(RC.receiptById, async ({ params, principal }) => {
      const found = await receiptOf(params.id);
      await requireAny(principal, found.hotelId, [
        [Feature.RECEIPT, 'VIEW'],
        [Feature.REFUND, 'VIEW'],
      ]);
      return { result: { receipt: found } };
    }),

    route(RC.invoiceReceipts, async ({ params, principal }) => {
      const invoice = await invoiceOf(db, params.id);
      if (!invoice) throw notFound('Invoice');
      await requireAny(principal, invoice.hotel_id, [
        [Feature.RECEIPT, 'VIEW'],
        [Feature.REFUND, 'VIEW'],
      ]);
      const rows = await db.query<ReceiptRow>(`${RECEIPT_SELECT} ${RECEIPT_FROM} where r.folio_id = $1 order by r.id`, [
        invoice.folio_id,
      ]);
      return { result: { receipt: rows.map(toReceipt) } };
    }),

    route(RC.recordReceipt, async ({ body, principal }) => {
      const stay = await loadReservation(db, body.reservationId);
      if (!stay) throw invalid('reservationId', 'NOT_FOUND', { what: 'Reservation' });
      await requireHotelRight(db, principal, stay.hotelId, Feature.RECEIPT, 'ADD');
      if (body.hotelId !== stay.hotelId) throw invalid('hotelId', 'RESERVATION_OF_OTHER_HOTEL');
      const status = initialReceiptStatus(body.paymentMethod);
      const live = new ReservationLive();
      const id = await db.transaction(async (tx) => {
        await tx.query(
          `insert into folio (hotel_id, reservation_id, number, name) values ($1, $2, 1, $3)
           on conflict (reservation_id, number) where reservation_id is not null do nothing`,
          [stay.hotelId, stay.id, stay.guestName],
        );
        const [folio] = await tx.query<{ id: number }>(
          'select id from folio where reservation_id = $1 and number = 1',
          [stay.id],
        );
        const year = seriesYear();
        const [{ n }] = (await tx.query<{ n: number }>("select next_document_number($1, 'RECEIPT', $2) as n", [
          stay.hotelId,
          year,
        ])) as [{ n: number }];
        const [made] = await tx.query<{ id: number }>(
          `insert into receipt (hotel_id, year, sequence_number, number, folio_id, reservation_id, method, status,
                                currency, amount, reference, created_by, authorised_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $8 = 'AUTHORISED' then now() end)
           returning id`,
          [
            stay.hotelId,
            year,
            n,
            documentNumber('RECEIPT', year, n),
            folio!.id,
            stay.id,
            body.paymentMethod,
            status,
            stay.currency,
            Money.fromWire(body.amount, stay.currency).toFixed(),
            body.reference,
            principal.userId,
          ],
        );
        await tx.query("select seal_document('RECEIPT', $1)", [made!.id]);
        if (status === 'AUTHORISED') await settleStay(tx, stay.id, principal, live);
        return made!.id;
      });
      await live.publish(publisher);
      const receipt = (await loadReceipt(db, id))!;
      await announceAccount(publisher, { ...receipt, folioIds: [receipt.folioId] }, 'RECEIPT');
      return { result: { receipt }, message: NOTICES.RECEIPT_RECORDED };
    }),

    route(RC.authoriseReceipt, async ({ params, principal }) => {
      const found = await receiptOf(params.id);
      await requireHotelRight(db, principal, found.hotelId, Feature.RECEIPT, 'EDIT');
      const live = new ReservationLive();
      await db.transaction(async (tx) => {
        const done = await tx.query(
          "update receipt set status = 'AUTHORISED', authorised_at = now() where id = $1 and status = 'PENDING' returning id",
          [params.id],
        );
        if (done.length === 0) {
          const now = (await loadReceipt(tx, params.id))!;
          throw conflict('RECEIPT_NOT_PENDING', { status: now.receiptStatus });
        }
        await settleStay(tx, found.reservationId, principal, live);
      });
      await live.publish(publisher);
      const receipt = (await loadReceipt(db, params.id))!;
      await announceAccount(publisher, { ...receipt, folioIds: [receipt.folioId] }, 'RECEIPT');
      return { result: { receipt }, message: NOTICES.RECEIPT_AUTHORISED };
    }),

    route(RC.rejectReceipt, async ({ params, body, principal }) => {
      const found = await receiptOf(params.id);
      await requireHotelRight(db, principal, found.hotelId, Feature.RECEIPT_REJECT, 'EDIT');
      const done = await db.query(
        `update receipt set status = 'REJECTED', reject_reason = $2, rejected_by = $3, rejected_at = now()
          where id = $1 and status <> 'REJECTED' and refunded = 0 returning id`,
        [params.id, body.reason, principal.userId],
      );
      if (done.length === 0) {
        const now = (await loadReceipt(db, params.id))!;
        throw conflict(
          now.receiptStatus === 'REJECTED' ? 'RECEIPT_ALREADY_REJECTED' : 'RECEIPT_REFUNDED_NOT_REJECTABLE',
        );
      }
      const receipt = (await loadReceipt(db, params.id))!;
      await announceAccount(publisher, { ...receipt, folioIds: [receipt.folioId] }, 'RECEIPT');
      return { result: { receipt }, message: NOTICES.RECEIPT_REJECTED };
    }),

    route(RC.createRefund, async ({ body, principal }) => {
      const invoice = await invoiceOf(db, body.invoiceId);
      if (!invoice) throw invalid('invoiceId', 'NOT_FOUND', { what: 'Invoice' });
      await requireHotelRight(db, principal, invoice.hotel_id, Feature.REFUND, 'ADD');
      if (body.hotelId !== invoice.hotel_id) throw invalid('hotelId', 'NOT_FOUND', { what: 'Invoice' });
      const list = body.refundReceiptRequestList;
      const twice = list.findIndex((a, i) => list.findIndex((b) => b.receiptId === a.receiptId) !== i);
      if (twice >= 0) throw invalid(`refundReceiptRequestList.${twice}.receiptId`, 'REFUND_RECEIPT_TWICE');
      const currency = invoice.currency;
      const total = Money.sum(
        list.map((a) => Money.fromWire(a.amount, currency)),
        currency,
      );
      // A key already answered: the first refund, nothing taken again.
      const first = async (): Promise<number | null> => {
        if (!body.idempotencyKey) return null;
        const [row] = await db.query<{ id: number; invoice_id: number }>(
          'select id, invoice_id from refund where hotel_id = $1 and idempotency_key = $2',
          [invoice.hotel_id, body.idempotencyKey],
        );
        if (row && row.invoice_id !== invoice.id) throw invalid('idempotencyKey', 'REFUND_KEY_REUSED');
        return row?.id ?? null;
      };
      const refundOnce = async (): Promise<number> => {
        try {
          return await refundIn();
        } catch (err) {
          // The same key sent twice at once: the one that committed answers both.
          if (isViolation(err, 'refund_idempotency_key')) {
            const raced = await first();
            if (raced) return raced;
          }
          throw err;
        }
      };

      const refundIn = (): Promise<number> =>
        db.transaction(async (tx) => {
          // The folio's receipts, locked in id order (as every refund takes them): what they hold cannot
          // change before the allocations below, and it is what paid the invoice (the credit note's part).
          const balances = await tx.query<{ balance: string }>(
            `select (amount - refunded)::text as balance from receipt
              where folio_id = $1 and status = 'AUTHORISED' order by id for update`,
            [invoice.folio_id],
          );
          const refundable = Money.sum(
            balances.map((b) => Money.fromWire(b.balance, currency)),
            currency,
          );
          if (body.refundType === 'FULL_REFUND') {
            if (!refundable.equals(total)) {
              throw invalid('refundType', 'FULL_REFUND_NOT_WHOLE', { amount: refundable.toFixed() });
            }
          }
          const ordered = list.map((a, index) => ({ ...a, index })).sort((a, b) => a.receiptId - b.receiptId);
          for (const a of ordered) {
            const amount = Money.fromWire(a.amount, currency).toFixed();
            const taken = await tx.query(
              `update receipt set refunded = refunded + $2::numeric
              where id = $1 and folio_id = $3 and status = 'AUTHORISED' and refunded + $2::numeric <= amount
              returning id`,
              [a.receiptId, amount, invoice.folio_id],
            );
            if (taken.length > 0) continue;
            const field = `refundReceiptRequestList.${a.index}.receiptId`;
            const now = await loadReceipt(tx, a.receiptId);
            if (!now || now.folioId !== invoice.folio_id) {
              throw invalid(field, 'REFUND_RECEIPT_NOT_OF_INVOICE', {
                number: now?.receiptNumber ?? String(a.receiptId),
              });
            }
            if (now.receiptStatus !== 'AUTHORISED') throw invalid(field, 'RECEIPT_NOT_AUTHORISED');
            const balance = Money.fromWire(now.amount, currency).minus(Money.fromWire(now.refundAmount, currency));
            throw conflictOn(`refundReceiptRequestList.${a.index}.amount`, 'REFUND_ABOVE_RECEIPT_BALANCE', {
              number: now.receiptNumber,
              balance: balance.toFixed(),
            });
          }
          const year = seriesYear();
          const [{ n }] = (await tx.query<{ n: number }>("select next_document_number($1, 'REFUND', $2) as n", [
            invoice.hotel_id,
            year,
          ])) as [{ n: number }];
          const refundNumber = documentNumber('REFUND', year, n);
          const creditNoteId = await refundCreditNote(
            tx,
            invoice.id,
            total,
            refundable,
            refundNumber,
            principal.userId,
          );
          const [made] = await tx.query<{ id: number }>(
            `insert into refund (hotel_id, year, sequence_number, number, invoice_id, refund_type, method, currency,
                               amount, created_by, idempotency_key, credit_note_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
            [
              invoice.hotel_id,
              year,
              n,
              refundNumber,
              invoice.id,
              body.refundType,
              body.paymentMethod,
              currency,
              total.toFixed(),
              principal.userId,
              body.idempotencyKey ?? null,
              creditNoteId,
            ],
          );
          for (const a of list) {
            await tx.query('insert into refund_allocation (refund_id, receipt_id, amount) values ($1, $2, $3)', [
              made!.id,
              a.receiptId,
              Money.fromWire(a.amount, currency).toFixed(),
            ]);
          }
          await tx.query("select seal_document('REFUND', $1)", [made!.id]);
          return made!.id;
        });

      const id = (await first()) ?? (await refundOnce());
      const [row] = await db.query<RefundRow>(`${REFUND_SELECT} ${REFUND_FROM} where d.id = $1`, [id]);
      const [stay] = await db.query<{ reservation_id: number | null }>(
        'select reservation_id from invoice where id = $1',
        [invoice.id],
      );
      await announceAccount(
        publisher,
        { hotelId: invoice.hotel_id, reservationId: stay?.reservation_id ?? null, folioIds: [invoice.folio_id] },
        'REFUND',
      );
      return { result: { refund: toRefund(row!) }, message: NOTICES.REFUND_COMPLETED };
    }),

    route(RC.searchRefunds, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.REFUND, 'VIEW');
      const { rows, pagination } = await pageOf<RefundRow>(db, {
        select: REFUND_SELECT,
        from: `${REFUND_FROM} where d.hotel_id = $1 and ($2::text is null or d.number ilike $2 escape '\\')
                 and ($3::text is null or i.number ilike $3 escape '\\') and ($4::int is null or d.invoice_id = $4)`,
        params: [
          query.hotelId,
          containsText(query.refundNumber),
          containsText(query.invoiceNumber),
          query.invoiceId ?? null,
        ],
        sort: REFUND_SORT,
        query,
        id: 'd.id',
      });
      return { result: { refund: rows.map(toRefund) }, pagination };
    }),
  ];
}
