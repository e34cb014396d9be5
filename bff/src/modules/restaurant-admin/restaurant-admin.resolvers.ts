// Every resolver of the restaurant admin module, registered in schema.ts with one line.
import { InvoiceAdminResolver } from './invoice.resolver.js';
import { MenuAdminResolver } from './menu.resolver.js';
import { ReportAdminResolver } from './report.resolver.js';
import { TableAdminResolver } from './table.resolver.js';
import { TaxAdminResolver } from './tax.resolver.js';
import { VatRegistryAdminResolver } from './vat-registry.resolver.js';

export const RESTAURANT_ADMIN_RESOLVERS = [
  TableAdminResolver,
  MenuAdminResolver,
  TaxAdminResolver,
  VatRegistryAdminResolver,
  InvoiceAdminResolver,
  ReportAdminResolver,
] as const;
