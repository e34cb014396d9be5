// Receipts and refunds through GraphQL: the receipt list (RECEIPT VIEW), recording (ADD), authorising
// (EDIT) and rejecting (RECEIPT_REJECT EDIT) a receipt; an invoice's receipts for the refund dialog,
// the refund itself and the refund list (REFUND). The upstream judges the record's own hotel again.
import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { receipt as RC } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  PaymentMethod,
  Receipt,
  ReceiptInput,
  ReceiptPage,
  ReceiptPayload,
  ReceiptRegistryType,
  ReceiptStatus,
  Refund,
  RefundInput,
  RefundPage,
  RefundPayload,
} from './receipt.type.js';

type Entities = typeof RC.entities;

const ReceiptPaging = listPaging('ReceiptSort', RC.searchReceipts);
type ReceiptPaging = InstanceType<typeof ReceiptPaging>;
const RefundPaging = listPaging('RefundSort', RC.searchRefunds);
type RefundPaging = InstanceType<typeof RefundPaging>;

@ArgsType()
class ReceiptFilters {
  @Field(() => ReceiptRegistryType, { nullable: true, description: 'What `id` names' })
  registryType?: keyof typeof ReceiptRegistryType | null;
  @Field(() => Int, { nullable: true, description: 'The invoice or stay whose receipts' }) id?: number | null;
  @Field(() => String, { nullable: true }) receiptNumber?: string | null;
  @Field(() => String, { nullable: true }) guestName?: string | null;
  @Field(() => ReceiptStatus, { nullable: true })
  receiptStatus?: Entities['receipt']['_output']['receiptStatus'] | null;
  @Field(() => PaymentMethod, { nullable: true })
  paymentMethod?: Entities['receipt']['_output']['paymentMethod'] | null;
}

@ArgsType()
class RefundFilters {
  @Field(() => String, { nullable: true }) refundNumber?: string | null;
  @Field(() => String, { nullable: true }) invoiceNumber?: string | null;
  @Field(() => Int, { nullable: true }) invoiceId?: number | null;
}

@Resolver(() => Receipt)
export class ReceiptResolver {
  @Query(() => ReceiptPage, { description: "The hotel's receipts, by id ascending unless asked" })
  @Requires('RECEIPT:VIEW', { hotel: 'hotelId' })
  async receipts(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ReceiptPaging) paging: ReceiptPaging,
    @Args(() => ReceiptFilters) f: ReceiptFilters,
    @Ctx() ctx: BffContext,
  ): Promise<ReceiptPage> {
    const { result, pagination } = await ctx.upstream.call(RC.searchReceipts, {
      query: {
        ...pageQuery(paging),
        hotelId,
        registryType: f.registryType ?? undefined,
        id: f.id ?? undefined,
        receiptNumber: f.receiptNumber ?? undefined,
        guestName: f.guestName ?? undefined,
        receiptStatus: f.receiptStatus ?? undefined,
        paymentMethod: f.paymentMethod ?? undefined,
      },
    });
    return pageFrom(result.receipt, pagination, paging);
  }

  @Query(() => Receipt, { description: 'One receipt' })
  @Requires('RECEIPT:VIEW', { hotel: 'hotelId' })
  async receipt(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Receipt> {
    return (await ctx.upstream.call(RC.receiptById, { params: { id } })).result.receipt;
  }

  @Query(() => [Receipt], { description: 'The receipts paid towards an invoice (the refund dialog), oldest first' })
  @Requires('REFUND:VIEW', { hotel: 'hotelId' })
  async invoiceReceipts(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('invoiceId', () => Int) invoiceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Receipt[]> {
    return (await ctx.upstream.call(RC.invoiceReceipts, { params: { id: invoiceId } })).result.receipt;
  }

  @Mutation(() => ReceiptPayload, {
    description: "Takes a payment on a stay's account; a card waits for authorisation",
  })
  @Requires('RECEIPT:ADD', { hotel: 'input.hotelId' })
  async recordReceipt(
    @Arg('input', () => ReceiptInput) input: ReceiptInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReceiptPayload> {
    const { result, message } = await ctx.upstream.call(RC.recordReceipt, { body: { ...input } });
    return { message, receipt: result.receipt };
  }

  @Mutation(() => ReceiptPayload, { description: 'Marks a pending card receipt authorised' })
  @Requires('RECEIPT:EDIT', { hotel: 'hotelId' })
  async authoriseReceipt(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReceiptPayload> {
    const { result, message } = await ctx.upstream.call(RC.authoriseReceipt, { params: { id } });
    return { message, receipt: result.receipt };
  }

  @Mutation(() => ReceiptPayload, { description: 'Voids a receipt with a reason' })
  @Requires('RECEIPT_REJECT:EDIT', { hotel: 'hotelId' })
  async rejectReceipt(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<ReceiptPayload> {
    const { result, message } = await ctx.upstream.call(RC.rejectReceipt, { params: { id }, body: { reason } });
    return { message, receipt: result.receipt };
  }
}

@Resolver(() => Refund)
export class RefundResolver {
  @Query(() => RefundPage, { description: "The hotel's refunds, newest first unless asked" })
  @Requires('REFUND:VIEW', { hotel: 'hotelId' })
  async refunds(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => RefundPaging) paging: RefundPaging,
    @Args(() => RefundFilters) f: RefundFilters,
    @Ctx() ctx: BffContext,
  ): Promise<RefundPage> {
    const { result, pagination } = await ctx.upstream.call(RC.searchRefunds, {
      query: {
        ...pageQuery(paging),
        hotelId,
        refundNumber: f.refundNumber ?? undefined,
        invoiceNumber: f.invoiceNumber ?? undefined,
        invoiceId: f.invoiceId ?? undefined,
      },
    });
    return pageFrom(result.refund, pagination, paging);
  }

  @Mutation(() => RefundPayload, {
    description: "Gives back money paid towards an invoice out of its receipts' balances",
  })
  @Requires('REFUND:ADD', { hotel: 'input.hotelId' })
  async refund(@Arg('input', () => RefundInput) input: RefundInput, @Ctx() ctx: BffContext): Promise<RefundPayload> {
    const { result, message } = await ctx.upstream.call(RC.createRefund, {
      body: {
        ...input,
        idempotencyKey: input.idempotencyKey ?? undefined,
        refundReceiptRequestList: input.refundReceiptRequestList.map((a) => ({ ...a })),
      },
    });
    return { message, refund: result.refund };
  }
}

export const RECEIPT_RESOLVERS = [ReceiptResolver, RefundResolver] as const;
