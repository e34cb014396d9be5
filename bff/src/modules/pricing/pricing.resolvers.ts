// Every resolver of the pricing area, registered in schema.ts with one line.
import {
  CancellationPolicyResolver,
  ChildPolicyResolver,
  CurrencyRateResolver,
  HotelTaxResolver,
  OfferPriceResolver,
} from './policy.resolver.js';
import {
  ChannelPriceRelations,
  DayPriceRelations,
  PriceResolver,
  RateChangeRelations,
  RateGridRelations,
  SeasonalPriceRelations,
} from './price.resolver.js';

export const PRICING_RESOLVERS = [
  PriceResolver,
  ChannelPriceRelations,
  SeasonalPriceRelations,
  DayPriceRelations,
  RateGridRelations,
  RateChangeRelations,
  OfferPriceResolver,
  HotelTaxResolver,
  ChildPolicyResolver,
  CancellationPolicyResolver,
  CurrencyRateResolver,
] as const;
