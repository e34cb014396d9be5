import type { Migration } from '../migrate.js';
import core from './001-core.js';
import restaurant from './002-restaurant.js';
import administration from './003-administration.js';
import leadTypes from './004-lead-types.js';
import notificationMessages from './005-notification-messages.js';
import authThrottle from './006-auth-throttle.js';
import idleTimeout from './007-idle-timeout.js';
import billPrinting from './008-bill-printing.js';
import roomsAndRates from './009-rooms-and-rates.js';
import kitchenDisplay from './010-kitchen-display.js';
import reservations from './011-reservations.js';
import nightAudit from './012-night-audit.js';
import guestsAndInquiries from './013-guests-and-inquiries.js';
import inventory from './014-inventory.js';
import reservationVat from './015-reservation-vat.js';
import invoicing from './016-invoicing.js';
import paymentDue from './017-payment-due.js';
import invoiceHistory from './018-invoice-history.js';
import refundRequests from './019-refund-requests.js';
import folio from './020-folio.js';
import purchasing from './021-purchasing.js';
import vatRegistry from './022-vat-registry.js';
import journal from './023-journal.js';
import housekeepingStock from './024-housekeeping-stock.js';
import stockReplenishmentCounts from './025-stock-replenishment-counts.js';

export const MIGRATIONS: readonly Migration[] = [
  core,
  restaurant,
  administration,
  leadTypes,
  notificationMessages,
  authThrottle,
  idleTimeout,
  billPrinting,
  roomsAndRates,
  kitchenDisplay,
  reservations,
  nightAudit,
  guestsAndInquiries,
  inventory,
  reservationVat,
  invoicing,
  paymentDue,
  invoiceHistory,
  refundRequests,
  folio,
  purchasing,
  vatRegistry,
  journal,
  housekeepingStock,
  stockReplenishmentCounts,
];
