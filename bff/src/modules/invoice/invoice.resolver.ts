// Invoices through GraphQL: the proforma of a stay or folio, the paged history, one document, issuing
// and crediting. Each field declares its permission once; the upstream checks the record's hotel.
import DataLoader from 'dataloader';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { invoice as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { publicFileUrl } from '../../http/files.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  CreditNoteInput,
  CreditNoteRef,
  DocumentType,
  Invoice,
  InvoiceIssuer,
  InvoiceLine,
  InvoicePage,
  InvoicePayload,
  InvoiceProforma,
  InvoiceRecipient,
  InvoiceStatus,
  InvoiceTax,
} from './invoice.type.js';

/** The hotel's logo as a same-origin address (/files/images/…), as every picture is served. */
const servedLogo = <T extends { issuer: I.entities.Issuer }>(doc: T): T => ({
  ...doc,
  issuer: { ...doc.issuer, logo: publicFileUrl(doc.issuer.logo) },
});

const InvoicePaging = listPaging('InvoiceSort', I.searchInvoices);
type InvoicePaging = InstanceType<typeof InvoicePaging>;

@ArgsType()
class InvoiceFilters {
  @Field(() => String, { nullable: true }) number?: string | null;
  @Field(() => String, { nullable: true, description: "The recipient's name, contains" }) recipient?: string | null;
  @Field(() => String, { nullable: true }) refNumber?: string | null;
  @Field(() => DocumentType, { nullable: true }) documentType?: I.entities.DocumentType | null;
  @Field(() => InvoiceStatus, { nullable: true }) status?: I.entities.InvoiceRow['status'] | null;
  @Field(() => String, { nullable: true, description: 'Issued on or after (YYYY-MM-DD)' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Issued on or before (YYYY-MM-DD)' }) to?: string | null;
}

/** One document per id per request, for the fields the history's rows do not carry. */
const perRequest = new WeakMap<BffContext, DataLoader<number, I.entities.Invoice>>();
function documents(ctx: BffContext): DataLoader<number, I.entities.Invoice> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const settled = await Promise.allSettled(
        ids.map(async (id) => servedLogo((await ctx.upstream.call(I.invoiceById, { params: { id } })).result.invoice)),
      );
      return settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error)));
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Query(() => [InvoiceProforma], {
    description: "The proforma of each of a stay's folios (or of one folio) with uninvoiced charges; writes nothing",
  })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async proformaInvoices(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int, { nullable: true }) reservationId: number | null,
    @Arg('folioId', () => Int, { nullable: true }) folioId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<InvoiceProforma[]> {
    const query = folioId ? { folioId } : { reservationId: reservationId ?? undefined };
    return (await ctx.upstream.call(I.proformaInvoice, { query })).result.proforma.map(servedLogo);
  }

  @Query(() => InvoicePage, { description: "The hotel's invoices and credit notes, newest first unless asked" })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async invoices(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => InvoicePaging) paging: InvoicePaging,
    @Args(() => InvoiceFilters) f: InvoiceFilters,
    @Ctx() ctx: BffContext,
  ): Promise<InvoicePage> {
    const { result, pagination } = await ctx.upstream.call(I.searchInvoices, {
      query: {
        ...pageQuery(paging),
        hotelId,
        number: f.number ?? undefined,
        recipient: f.recipient ?? undefined,
        refNumber: f.refNumber ?? undefined,
        documentType: f.documentType ?? undefined,
        status: f.status ?? undefined,
        from: f.from ?? undefined,
        to: f.to ?? undefined,
      },
    });
    return pageFrom(result.invoice, pagination, paging);
  }

  @Query(() => Invoice, { description: 'One invoice or credit note with its lines and credit notes' })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async invoice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Invoice> {
    return documents(ctx).load(id);
  }

  @Mutation(() => InvoicePayload, { description: "Issues a folio's uninvoiced charges as a numbered invoice" })
  @Requires('INVOICE:ADD', { hotel: 'hotelId' })
  async issueInvoice(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('folioId', () => Int) folioId: number,
    @Ctx() ctx: BffContext,
  ): Promise<InvoicePayload> {
    const { result, message } = await ctx.upstream.call(I.issueInvoice, { body: { folioId } });
    return { message, invoice: servedLogo(result.invoice) };
  }

  @Mutation(() => InvoicePayload, { description: 'Credits an issued invoice wholly or in part' })
  @Requires('CREDIT_NOTE:ADD', { hotel: 'input.hotelId' })
  async createCreditNote(
    @Arg('input', () => CreditNoteInput) { hotelId: _hotelId, ...input }: CreditNoteInput,
    @Ctx() ctx: BffContext,
  ): Promise<InvoicePayload> {
    const { result, message } = await ctx.upstream.call(I.createCreditNote, {
      body: { ...input, creditExpiresOn: input.creditExpiresOn ?? null },
    });
    return { message, invoice: servedLogo(result.invoice) };
  }

  private async full(root: Invoice, ctx: BffContext): Promise<I.entities.Invoice> {
    return documents(ctx).load(root.id);
  }

  @FieldResolver(() => InvoiceRecipient, { description: 'Who it is made out to, as frozen when issued' })
  async recipient(@Root() root: Invoice, @Ctx() ctx: BffContext): Promise<InvoiceRecipient> {
    return root.recipient ?? (await this.full(root, ctx)).recipient;
  }

  @FieldResolver(() => InvoiceIssuer, { description: "The hotel's identity as frozen when issued" })
  async issuer(@Root() root: Invoice, @Ctx() ctx: BffContext): Promise<InvoiceIssuer> {
    return root.issuer ?? (await this.full(root, ctx)).issuer;
  }

  @FieldResolver(() => [InvoiceLine])
  async lines(@Root() root: Invoice, @Ctx() ctx: BffContext): Promise<InvoiceLine[]> {
    return root.lines ?? (await this.full(root, ctx)).lines;
  }

  @FieldResolver(() => [InvoiceTax], { description: 'The taxes of all lines, by name and rate' })
  async taxSummary(@Root() root: Invoice, @Ctx() ctx: BffContext): Promise<InvoiceTax[]> {
    return root.taxSummary ?? (await this.full(root, ctx)).taxSummary;
  }

  @FieldResolver(() => [CreditNoteRef], { description: 'On an invoice: the credit notes against it' })
  async creditNotes(@Root() root: Invoice, @Ctx() ctx: BffContext): Promise<CreditNoteRef[]> {
    return root.creditNotes ?? (await this.full(root, ctx)).creditNotes;
  }
}
