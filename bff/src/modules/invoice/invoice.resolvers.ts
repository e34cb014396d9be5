// Every resolver of the invoice area, registered in schema.ts with one line.
import { InvoiceResolver } from './invoice.resolver.js';
import { JournalResolver } from '../journal/journal.resolver.js';

export const INVOICE_RESOLVERS = [InvoiceResolver, JournalResolver] as const;
