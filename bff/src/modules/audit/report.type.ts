// The administration reports: turnover per hotel and service for a period, and the payment
// transactions behind it.
import { Field, Int, ObjectType } from 'type-graphql';
import type { audit as adminReports } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PaymentMethod } from '../restaurant/restaurant.enums.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'What was sold in a period: completed orders and their bills as charged' })
export class TurnoverFigures {
  @Field(() => Int) orders!: number;
  @Field(() => Money) subTotal!: number;
  @Field(() => Money) serviceCharge!: number;
  @Field(() => Money) taxTotal!: number;
  @Field(() => Money, { description: 'The turnover: what was charged, taxes included' }) totalCharge!: number;
  @Field(() => Money, { description: 'Paid in cash' }) cash!: number;
  @Field(() => Money, { description: "Posted to guests' rooms" }) roomBill!: number;
  @Field(() => Money, { description: 'The part of roomBill already on a guest invoice' }) roomInvoiced!: number;
}

@ObjectType()
export class ServiceTurnover extends TurnoverFigures {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
  @Field(() => String) serviceType!: string;
}

@ObjectType()
export class HotelTurnover {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) hotelName!: string;
  @Field(() => String) hotelTitle!: string;
  @Field(() => [ServiceTurnover]) services!: ServiceTurnover[];
  @Field(() => TurnoverFigures) totals!: TurnoverFigures;
}

@ObjectType()
export class TurnoverDay {
  @Field(() => String, { description: 'YYYY-MM-DD, the business day (Asia/Colombo)' }) date!: string;
  @Field(() => Int) orders!: number;
  @Field(() => Money) totalCharge!: number;
}

@ObjectType({ description: 'Turnover per hotel and service for a period, titled with the hotel or the group' })
export class TurnoverReport {
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => Int, { nullable: true }) serviceId!: number | null;
  @Field(() => String, { description: "The hotel's title, or the group's name" }) title!: string;
  @Field(() => String) fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => [HotelTurnover]) hotels!: HotelTurnover[];
  @Field(() => [TurnoverDay], { description: 'Every day of the period' }) days!: TurnoverDay[];
  @Field(() => TurnoverFigures) totals!: TurnoverFigures;
}

@ObjectType({ description: 'A payment taken: today, a completed restaurant order paid in cash or posted to a room' })
export class PaymentTransaction {
  @Field(() => Int, { description: 'The order paid' }) id!: number;
  @Field(() => String) receiptNumber!: string;
  @Field(() => String) invoiceNumber!: string;
  @Field(() => String, { description: 'Where it was taken: RESTAURANT' }) source!: string;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) hotelName!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
  @Field(() => String, { description: 'ISO instant' }) paidAt!: string;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => Money) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => String) tableNumber!: string;
  @Field(() => String) customerName!: string;
  @Field(() => String) waiterName!: string;
  @Field(() => String, { nullable: true, description: 'ROOM_BILL: the room charged' }) roomNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'ROOM_BILL: its reservation' }) reservationRef!: string | null;
  @Field(() => String, { nullable: true, description: 'ROOM_BILL: when front office put it on an invoice' })
  invoicedAt!: string | null;
}

@ObjectType()
export class PaymentTransactionPage extends PageOf(PaymentTransaction) {}

export const toTurnoverReport = (t: adminReports.TurnoverReport): TurnoverReport => ({
  groupId: t.groupsId,
  hotelId: t.hotelId,
  serviceId: t.hotelServiceId,
  title: t.title,
  fromDate: t.fromDate,
  toDate: t.toDate,
  hotels: t.hotels.map((h) => ({
    ...h,
    services: h.services.map(({ hotelServiceId, ...s }) => ({ ...s, serviceId: hotelServiceId })),
  })),
  days: t.days,
  totals: t.totals,
});

export const toPaymentTransaction = ({
  hotelServiceId,
  ...p
}: adminReports.PaymentTransaction): PaymentTransaction => ({
  ...p,
  serviceId: hotelServiceId,
  paymentMethod: p.paymentMethod as PaymentMethod,
});
