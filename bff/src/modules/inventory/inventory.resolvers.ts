// Every resolver of the inventory module, registered in schema.ts with one line.
import { InventoryHousekeepingResolver } from './housekeeping.resolver.js';
import { InventoryLiveResolver } from './live.resolver.js';
import { InventoryMasterResolver } from './master.resolver.js';
import { InventoryPurchasingResolver } from './purchasing.resolver.js';
import { InventoryReplenishmentResolver } from './replenishment.resolver.js';
import { InventoryStockResolver } from './stock.resolver.js';

export const INVENTORY_RESOLVERS = [
  InventoryMasterResolver,
  InventoryStockResolver,
  InventoryPurchasingResolver,
  InventoryHousekeepingResolver,
  InventoryReplenishmentResolver,
  InventoryLiveResolver,
] as const;
