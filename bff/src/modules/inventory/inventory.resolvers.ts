// Every resolver of the inventory module, registered in schema.ts with one line.
import { InventoryMasterResolver } from './master.resolver.js';
import { InventoryPurchasingResolver } from './purchasing.resolver.js';
import { InventoryStockResolver } from './stock.resolver.js';

export const INVENTORY_RESOLVERS = [
  InventoryMasterResolver,
  InventoryStockResolver,
  InventoryPurchasingResolver,
] as const;
