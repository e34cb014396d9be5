// Every module's routes, in one list the app registers: one folder per area, as in the BFF and web.
import type { AppContext } from './app-context.js';
import type { RouteBinding } from './http/route.js';
import { privilegesRoutes } from './access/privileges.routes.js';
import { rolesRoutes } from './access/roles.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { leadTypesRoutes } from './audit/lead-types.routes.js';
import { auditReportsRoutes } from './audit/reports.routes.js';
import { hotelRoutes } from './hotel/hotel.routes.js';
import { notificationRoutes } from './notification/notification.routes.js';
import { employeesRoutes } from './people/employees.routes.js';
import { usersRoutes } from './people/users.routes.js';
import { permissionRoutes } from './permission/permission.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import { restaurantRoutes } from './restaurant/restaurant.routes.js';
import { restaurantAdminRoutes } from './restaurant-admin/restaurant-admin.routes.js';
import { inventoryRoutes } from './inventory/inventory.routes.js';
import { discountsRoutes } from './settings/discounts.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { roomAreaRoutes } from './room/room.routes.js';
import { channelAreaRoutes } from './channel/channel-area.routes.js';
import { pricingRoutes } from './pricing/pricing.routes.js';
import { reservationRoutes } from './reservation/reservation.routes.js';
import { overviewRoutes } from './reservation/overview.routes.js';
import { availabilityRoutes } from './reservation/availability.routes.js';
import { bookingRoutes } from './reservation/booking.routes.js';
import { nightAuditRoutes } from './reservation/night-audit.routes.js';
import { reservationVatRoutes } from './reservation/vat.routes.js';
import { guestRoutes } from './guest/guest.routes.js';
import { inquiryRoutes } from './inquiry/inquiry.routes.js';
import { folioRoutes } from './folio/folio.routes.js';
import { additionalChargeRoutes } from './folio/additional.routes.js';
import { invoiceRoutes } from './invoice/invoice.routes.js';
import { receiptRoutes } from './receipt/receipt.routes.js';

export function moduleRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...usersRoutes(ctx),
    ...employeesRoutes(ctx),
    ...permissionRoutes(ctx),
    ...rolesRoutes(ctx),
    ...privilegesRoutes(ctx),
    ...hotelRoutes(ctx),
    ...referenceRoutes(ctx),
    ...notificationRoutes(ctx),
    ...discountsRoutes(ctx),
    ...settingsRoutes(ctx),
    ...auditRoutes(ctx),
    ...leadTypesRoutes(ctx),
    ...auditReportsRoutes(ctx),
    ...restaurantRoutes(ctx),
    ...restaurantAdminRoutes(ctx),
    ...inventoryRoutes(ctx),
    ...roomAreaRoutes(ctx),
    ...channelAreaRoutes(ctx),
    ...pricingRoutes(ctx),
    ...reservationRoutes(ctx),
    ...reservationVatRoutes(ctx),
    ...bookingRoutes(ctx),
    ...overviewRoutes(ctx),
    ...availabilityRoutes(ctx),
    ...nightAuditRoutes(ctx),
    ...guestRoutes(ctx),
    ...inquiryRoutes(ctx),
    ...folioRoutes(ctx),
    ...additionalChargeRoutes(ctx),
    ...invoiceRoutes(ctx),
    ...receiptRoutes(ctx),
  ];
}
