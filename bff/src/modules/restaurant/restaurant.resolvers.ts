// Every resolver of the restaurant module, registered in schema.ts with one line.
import { FoodResolver } from './food.resolver.js';
import { KitchenResolver, TicketResolver } from './kitchen.resolver.js';
import { RestaurantLiveResolver } from './live.resolver.js';
import { OrderResolver } from './order.resolver.js';
import { TableResolver } from './table.resolver.js';

export const RESTAURANT_RESOLVERS = [
  TableResolver,
  OrderResolver,
  KitchenResolver,
  TicketResolver,
  FoodResolver,
  RestaurantLiveResolver,
] as const;
