// Every resolver of the invoice area, registered in schema.ts with one line.
import { InvoiceResolver } from './invoice.resolver.js';

export const INVOICE_RESOLVERS = [InvoiceResolver] as const;
