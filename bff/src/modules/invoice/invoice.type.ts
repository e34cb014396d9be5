// Invoices and credit notes (core-platform §2 /invoice/make-invoice, /invoice/creditNote,
// /invoice/invoice-history): the one Invoice type (an invoice or a credit note) with its lines, its
// frozen recipient and issuer, and the credit notes against it; the proforma a folio would make now.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DOCUMENT_TYPES, INVOICE_STATUSES } from '@hotel/domain';
import type { invoice } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';
import { ChargeSource } from '../folio/folio.type.js';

type Entities = typeof invoice.entities;
type Out<K extends keyof Entities> = Entities[K] extends { _output: infer O } ? O : never;

export const DocumentType = Object.fromEntries(DOCUMENT_TYPES.map((s) => [s, s])) as {
  [K in (typeof DOCUMENT_TYPES)[number]]: K;
};
registerEnumType(DocumentType, { name: 'DocumentType', description: 'INVOICE or CREDIT_NOTE' });

export const InvoiceStatus = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, s])) as {
  [K in (typeof INVOICE_STATUSES)[number]]: K;
};
registerEnumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description: 'ISSUED, PARTLY_CREDITED or CREDITED (by its credit notes); a credit note is ISSUED',
});

@ObjectType({ description: 'A tax contained in a line, or summed over a document' })
export class InvoiceTax {
  @Field(() => String) name!: string;
  @Field(() => Float, { description: 'Percent, as applied' }) rate!: number;
  @Field(() => Money) amount!: number;
}

@ObjectType({ description: "The document's buyer, frozen when issued: a VAT registry customer or the guest" })
export class InvoiceRecipient {
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => Int, { nullable: true }) vatRegistryId!: number | null;
}

@ObjectType({ description: "The hotel's identity, frozen on the document when issued" })
export class InvoiceIssuer {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) companyRegistrationNumber!: string;
  @Field(() => String, { nullable: true, description: "The hotel's header logo (images/…)" }) logo!: string | null;
}

@ObjectType({ description: 'A line of an invoice, a credit note or a proforma: one charge, net + tax = amount' })
export class InvoiceLine {
  @Field(() => Int, { nullable: true, description: 'Null on a proforma' }) id!: number | null;
  @Field(() => Int) position!: number;
  @Field(() => Int, { nullable: true }) chargeId!: number | null;
  @Field(() => ChargeSource, { nullable: true }) source!: Out<'invoiceLine'>['source'];
  @Field(() => Int, { nullable: true, description: 'On a credit note: the invoice line it credits' })
  creditedLineId!: number | null;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) businessDate!: string | null;
  @Field(() => Money) net!: number;
  @Field(() => Money) tax!: number;
  @Field(() => Money) amount!: number;
  @Field(() => [InvoiceTax]) taxLines!: InvoiceTax[];
  @Field(() => Money, { description: 'On an invoice: what credit notes credited of the line so far' })
  credited!: number;
}

@ObjectType({ description: 'A credit note as its invoice lists it' })
export class CreditNoteRef {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
  @Field(() => Money) total!: number;
  @Field(() => String) issuedAt!: string;
}

@ObjectType({ description: 'An issued invoice or credit note: final, numbered in its series' })
export class Invoice {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => DocumentType) documentType!: Out<'invoiceRow'>['documentType'];
  @Field(() => String, { description: 'INV-2026-000123 or CN-2026-000007' }) number!: string;
  @Field(() => Int) year!: number;
  @Field(() => Int) sequenceNumber!: number;
  @Field(() => Int, { nullable: true }) folioId!: number | null;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => String, { nullable: true }) refNumber!: string | null;
  @Field(() => Int, { nullable: true, description: 'On a credit note: the invoice it corrects' })
  creditedInvoiceId!: number | null;
  @Field(() => String, { nullable: true }) creditedInvoiceNumber!: string | null;
  @Field(() => String) currency!: string;
  @Field(() => Money) net!: number;
  @Field(() => Money) tax!: number;
  @Field(() => Money) total!: number;
  @Field(() => Money, { description: 'On an invoice: the sum of its credit notes' }) credited!: number;
  @Field(() => InvoiceStatus) status!: Out<'invoiceRow'>['status'];
  @Field(() => String) recipientName!: string;
  @Field(() => String, { nullable: true, description: 'A credit kept for a later stay: usable until' })
  creditExpiresOn!: string | null;
  @Field(() => String, { description: "A credit note's reason" }) reason!: string;
  @Field(() => String) issuedBy!: string;
  @Field(() => String) issuedAt!: string;
  // Resolved from the document itself when the list did not carry them (InvoiceResolver).
  recipient?: InvoiceRecipient;
  issuer?: InvoiceIssuer;
  lines?: InvoiceLine[];
  taxSummary?: InvoiceTax[];
  creditNotes?: CreditNoteRef[];
}

@ObjectType({ description: "A proforma: the invoice a folio's uninvoiced charges would make now; no number" })
export class InvoiceProforma {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) folioId!: number;
  @Field(() => Int) folioNumber!: number;
  @Field(() => String) folioName!: string;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => String, { nullable: true }) refNumber!: string | null;
  @Field(() => String) currency!: string;
  @Field(() => InvoiceRecipient) recipient!: InvoiceRecipient;
  @Field(() => InvoiceIssuer) issuer!: InvoiceIssuer;
  @Field(() => [InvoiceLine]) lines!: InvoiceLine[];
  @Field(() => Money) net!: number;
  @Field(() => Money) tax!: number;
  @Field(() => Money) total!: number;
  @Field(() => [InvoiceTax]) taxSummary!: InvoiceTax[];
}

@ObjectType()
export class InvoicePage extends PageOf(Invoice) {}

@ObjectType()
export class InvoicePayload {
  @Field(() => String) message!: string;
  @Field(() => Invoice) invoice!: Invoice;
}

@InputType()
export class CreditLineInput {
  @Field(() => Int) lineId!: number;
  @Field(() => Money, { description: 'Taxes included' }) amount!: number;
}

@InputType({ description: 'A credit note: the whole invoice, or chosen lines by chosen amounts' })
export class CreditNoteInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) invoiceId!: number;
  @Field(() => String) reason!: string;
  @Field(() => Boolean) whole!: boolean;
  @Field(() => [CreditLineInput], { defaultValue: [] }) lines!: CreditLineInput[];
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; needs CREDIT_NOTE_EXPIRY_DATE' })
  creditExpiresOn?: string | null;
}
