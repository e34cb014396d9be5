// Every resolver of the administration module for booking rules and hotel settings, registered in schema.ts with one line.
import { CcMailResolver } from './cc-mail.resolver.js';
import { HotelConfigResolver } from './hotel-config.resolver.js';
import { MinimumNightResolver } from './minimum-night.resolver.js';
import { PromotionResolver } from './promotion.resolver.js';
import { RoomBlockResolver } from './room-block.resolver.js';
import { TermConditionResolver } from './term-condition.resolver.js';
import { UserDiscountResolver } from './user-discount.resolver.js';

export const SETTINGS_RESOLVERS = [
  UserDiscountResolver,
  MinimumNightResolver,
  HotelConfigResolver,
  CcMailResolver,
  TermConditionResolver,
  PromotionResolver,
  RoomBlockResolver,
] as const;
