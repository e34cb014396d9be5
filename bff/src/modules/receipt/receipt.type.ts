// Receipts and refunds (core-platform §2 /invoice/receipt, /invoice/refund; operations §3 Refund): a
// payment taken on a stay's account and its status, and a refund of an invoice with the receipts it
// was taken from. An invoice is referred to by id (and number): its type is the invoice area's.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PAYMENT_METHODS, RECEIPT_STATUSES, REFUND_TYPES } from '@hotel/domain';
import type { receipt } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';

type Entities = typeof receipt.entities;
const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const PaymentMethod = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethod, {
  name: 'ReceiptPaymentMethod',
  description: 'How a receipt was paid or a refund given: CASH, CREDITCARD or BANKTRANSFER',
});
export const ReceiptStatus = enumOf(RECEIPT_STATUSES);
registerEnumType(ReceiptStatus, {
  name: 'ReceiptStatus',
  description: 'PENDING (a card not yet authorised), AUTHORISED or REJECTED',
});
export const RefundType = enumOf(REFUND_TYPES);
registerEnumType(RefundType, { name: 'RefundType', description: 'FULL_REFUND or PARTIAL_REFUND' });
export const ReceiptRegistryType = { INVOICE: 'INVOICE', RESERVATION: 'RESERVATION' } as const;
registerEnumType(ReceiptRegistryType, {
  name: 'ReceiptRegistryType',
  description: 'What the receipt search id names: an invoice or a stay',
});

@ObjectType({ description: "A payment taken on a stay's account" })
export class Receipt {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'RC-YYYY-nnnnnn' }) receiptNumber!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => PaymentMethod) paymentMethod!: Entities['receipt']['_output']['paymentMethod'];
  @Field(() => ReceiptStatus) receiptStatus!: Entities['receipt']['_output']['receiptStatus'];
  @Field(() => String) currency!: string;
  @Field(() => Money) amount!: number;
  @Field(() => Money, { description: 'What was paid' }) chargeAmount!: number;
  @Field(() => Money, { description: 'What refunds gave back of it so far' }) refundAmount!: number;
  @Field(() => String) reference!: string;
  @Field(() => Int) folioId!: number;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => String, { nullable: true }) refNumber!: string | null;
  @Field(() => String) guestName!: string;
  @Field(() => String, { nullable: true }) authorisedAt!: string | null;
  @Field(() => String, { nullable: true }) rejectReason!: string | null;
  @Field(() => String, { nullable: true }) rejectedAt!: string | null;
}

@ObjectType()
export class ReceiptPage extends PageOf(Receipt) {}

@ObjectType()
export class ReceiptPayload {
  @Field(() => String) message!: string;
  @Field(() => Receipt) receipt!: Receipt;
}

@InputType({ description: "A payment taken on a stay's account" })
export class ReceiptInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) reservationId!: number;
  @Field(() => PaymentMethod) paymentMethod!: Entities['receipt']['_output']['paymentMethod'];
  @Field(() => Money) amount!: number;
  @Field(() => String, { defaultValue: '' }) reference!: string;
}

@ObjectType({ description: 'What a refund took from one receipt' })
export class RefundAllocation {
  @Field(() => Int) receiptId!: number;
  @Field(() => String) receiptNumber!: string;
  @Field(() => Money) amount!: number;
}

@ObjectType({ description: 'Money paid towards an invoice given back' })
export class Refund {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'RF-YYYY-nnnnnn' }) refundNumber!: string;
  @Field(() => Int) invoiceId!: number;
  @Field(() => String) invoiceNumber!: string;
  @Field(() => RefundType) refundType!: Entities['refund']['_output']['refundType'];
  @Field(() => PaymentMethod) paymentMethod!: Entities['refund']['_output']['paymentMethod'];
  @Field(() => String, { description: 'The currency' }) prefix!: string;
  @Field(() => Money) refundAmount!: number;
  @Field(() => String) createdAt!: string;
  @Field(() => [RefundAllocation]) receipts!: RefundAllocation[];
  @Field(() => Int, {
    nullable: true,
    description: 'The credit note the refund issued (null: an overpayment refunded)',
  })
  creditNoteId!: number | null;
  @Field(() => String, { nullable: true }) creditNoteNumber!: string | null;
}

@ObjectType()
export class RefundPage extends PageOf(Refund) {}

@ObjectType()
export class RefundPayload {
  @Field(() => String) message!: string;
  @Field(() => Refund) refund!: Refund;
}

@InputType()
export class RefundReceiptRequest {
  @Field(() => Int) receiptId!: number;
  @Field(() => Money) amount!: number;
}

@InputType({ description: 'The refund request (operations §3)' })
export class RefundInput {
  @Field(() => Int) invoiceId!: number;
  @Field(() => RefundType) refundType!: Entities['refund']['_output']['refundType'];
  @Field(() => Int) hotelId!: number;
  @Field(() => PaymentMethod) paymentMethod!: Entities['refund']['_output']['paymentMethod'];
  @Field(() => [RefundReceiptRequest]) refundReceiptRequestList!: RefundReceiptRequest[];
  @Field(() => String, {
    nullable: true,
    description: 'Made once per refund asked (a UUID): a retry with it answers the first refund',
  })
  idempotencyKey?: string | null;
}
