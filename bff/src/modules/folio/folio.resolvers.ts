// Every resolver of the folio area (the stay's account, additional billing and events).
import { FolioResolver } from './folio.resolver.js';
import { HotelVatRegistryResolver } from '../vat-registry/vat-registry.resolver.js';

export const FOLIO_RESOLVERS = [FolioResolver, HotelVatRegistryResolver] as const;
