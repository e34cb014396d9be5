// Every resolver of the restaurant module, registered in schema.ts with one line.
import { FoodItemFieldResolver, FoodResolver } from './food.resolver.js';
import { KitchenResolver, TicketResolver } from './kitchen.resolver.js';
import { RestaurantLiveResolver } from './live.resolver.js';
import { OrderResolver } from './order.resolver.js';
import { RestaurantSettingResolver } from './setting.resolver.js';
import { TableCategoryFieldResolver, TableFieldResolver, TableResolver } from './table.resolver.js';

export const RESTAURANT_RESOLVERS = [
  TableResolver,
  TableFieldResolver,
  TableCategoryFieldResolver,
  OrderResolver,
  KitchenResolver,
  TicketResolver,
  FoodResolver,
  FoodItemFieldResolver,
  RestaurantLiveResolver,
  RestaurantSettingResolver,
] as const;
