// Every resolver of the settings area (booking rules, hotel settings, the idle-logout time and the
// reference lists), registered in schema.ts with one line.
import { CcMailResolver } from './cc-mail.resolver.js';
import { HotelConfigResolver } from './hotel-config.resolver.js';
import { MinimumNightResolver } from './minimum-night.resolver.js';
import { PromotionResolver } from './promotion.resolver.js';
import { ReferenceResolver } from './reference.resolver.js';
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
  ReferenceResolver,
] as const;
