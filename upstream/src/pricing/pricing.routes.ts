// The pricing area (core-platform §2 Pricing and Other entries): prices and the rate grid, offers and
// the online rate changer, the hotel's taxes, child and cancellation policies, exchange rates and the
// price check. Each page's feature is checked on the hotel the record belongs to: CHANNEL for prices,
// the grid and the price check; ROOM for offers and the rate changer (their pages are under /room);
// TAX, CHILD_POLICY, CANCELLATION_POLICY and CURRENCY_RATE for theirs.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { currencyRoutes } from './currency.routes.js';
import { offerRoutes } from './offers.routes.js';
import { policyRoutes } from './policies.routes.js';
import { priceCheckRoutes } from './price-check.routes.js';
import { priceRoutes } from './prices.routes.js';
import { rateChangerRoutes } from './rate-changer.routes.js';
import { taxRoutes } from './taxes.routes.js';

export function pricingRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...priceRoutes(ctx),
    ...offerRoutes(ctx),
    ...rateChangerRoutes(ctx),
    ...taxRoutes(ctx),
    ...policyRoutes(ctx),
    ...currencyRoutes(ctx),
    ...priceCheckRoutes(ctx),
  ];
}
