// How the audit module shows what it reads: recorded values (JSON text) as a person reads them, a
// change list as one line for exports, and the turnover report as the rows of its table (instants
// and amounts: ui/format). No React.

/** A recorded value: text without its quotes, numbers and booleans as written, objects as compact JSON. */
export function formatAuditValue(json: string | null | undefined): string {
  if (json === null || json === undefined) return '';
  try {
    const value: unknown = JSON.parse(json);
    if (value === null) return 'null';
    if (typeof value === 'string') return value;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return json;
  }
}

export interface ChangeLike {
  field: string;
  before: string | null;
  after: string | null;
}

/** "name: Phone → Telephone; active: true → false" (an insert shows "→ after", a delete "before →"). */
export function changesText(changes: readonly ChangeLike[]): string {
  return changes
    .map((c) => `${c.field}: ${formatAuditValue(c.before)} → ${formatAuditValue(c.after)}`.replace(/ {2,}/g, ' '))
    .join('; ');
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface Figures {
  orders: number;
  subTotal: unknown;
  serviceCharge: unknown;
  taxTotal: unknown;
  totalCharge: unknown;
  cash: unknown;
  roomBill: unknown;
  roomInvoiced: unknown;
}

export interface TurnoverRow extends Figures {
  key: string;
  kind: 'service' | 'hotel' | 'total';
  hotel: string;
  service: string;
}

interface ReportLike {
  hotels: readonly {
    hotelId: number;
    hotelName: string;
    services: readonly (Figures & { serviceId: number; serviceName: string })[];
    totals: Figures;
  }[];
  totals: Figures;
}

/**
 * The turnover table: each hotel's services, then the hotel's total when it has several, then the
 * report's total when it spans several hotels.
 */
export function turnoverRows(report: ReportLike, labels: { total: string; hotelTotal: (hotel: string) => string }) {
  const rows: TurnoverRow[] = [];
  for (const hotel of report.hotels) {
    for (const s of hotel.services) {
      rows.push({
        ...pick(s),
        key: `s${s.serviceId}`,
        kind: 'service',
        hotel: hotel.hotelName,
        service: s.serviceName,
      });
    }
    if (hotel.services.length > 1) {
      rows.push({
        ...pick(hotel.totals),
        key: `h${hotel.hotelId}`,
        kind: 'hotel',
        hotel: hotel.hotelName,
        service: labels.hotelTotal(hotel.hotelName),
      });
    }
  }
  if (report.hotels.length > 1) {
    rows.push({ ...pick(report.totals), key: 'total', kind: 'total', hotel: labels.total, service: '' });
  }
  return rows;
}

const pick = (f: Figures): Figures => ({
  orders: f.orders,
  subTotal: f.subTotal,
  serviceCharge: f.serviceCharge,
  taxTotal: f.taxTotal,
  totalCharge: f.totalCharge,
  cash: f.cash,
  roomBill: f.roomBill,
  roomInvoiced: f.roomInvoiced,
});
