// The per-hotel settings (designed: the spec lists the screens without calls), the standard check-in
// and check-out times and the idle logout. Each is one record, answered with its defaults until saved.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ResultOf, settings as admin, reference } from '@hotel/schema';

export enum PaymentGateway {
  NONE = 'NONE',
  CARD_GATEWAY = 'CARD_GATEWAY',
  BANK_TRANSFER = 'BANK_TRANSFER',
}
registerEnumType(PaymentGateway, {
  name: 'PaymentGateway',
  description: 'How the booking engine takes online payments (none, a card gateway, bank transfer)',
});

@ObjectType({
  description:
    "A hotel's payment (system) configuration; gateway secrets live in the payment service's environment, never here",
})
export class PaymentConfig {
  @Field(() => Int) hotelId!: number;
  @Field(() => PaymentGateway) paymentGateway!: PaymentGateway;
  @Field(() => String) merchantId!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => String) returnUrl!: string;
  @Field(() => Boolean) cardPayment!: boolean;
  @Field(() => Boolean) cashPayment!: boolean;
  @Field(() => Boolean) bankTransfer!: boolean;
  @Field(() => Float, { description: 'Percent of the total asked in advance, 0 to 100' })
  advancePaymentPercentage!: number;
}

@InputType()
export class PaymentConfigInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => PaymentGateway) paymentGateway!: PaymentGateway;
  @Field(() => String, { defaultValue: '' }) merchantId!: string;
  @Field(() => String, { defaultValue: '' }) merchantName!: string;
  @Field(() => String, { defaultValue: '', description: 'An http(s) URL, or empty' }) returnUrl!: string;
  @Field(() => Boolean) cardPayment!: boolean;
  @Field(() => Boolean) cashPayment!: boolean;
  @Field(() => Boolean) bankTransfer!: boolean;
  @Field(() => Float) advancePaymentPercentage!: number;
}

@ObjectType({ description: "How long the booking engine's payment page waits (960 seconds until saved)" })
export class PaymentTimeout {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) seconds!: number;
}

@InputType({ description: 'At least 60 seconds, at most 7200' })
export class PaymentTimeoutInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) seconds!: number;
}

@ObjectType({ description: "A hotel's reservation configuration" })
export class ReservationConfig {
  @Field(() => Int) hotelId!: number;
  @Field(() => Boolean, { description: 'The booking engine takes bookings' }) onlineBooking!: boolean;
  @Field(() => Boolean) advancePaymentRequired!: boolean;
  @Field(() => Int, { description: 'Minutes an unpaid booking holds its rooms' }) holdUnpaidMinutes!: number;
  @Field(() => Int) maxRoomsPerBooking!: number;
  @Field(() => Boolean, { description: 'A stay may start today' }) sameDayBooking!: boolean;
}

@InputType()
export class ReservationConfigInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Boolean) onlineBooking!: boolean;
  @Field(() => Boolean) advancePaymentRequired!: boolean;
  @Field(() => Int) holdUnpaidMinutes!: number;
  @Field(() => Int) maxRoomsPerBooking!: number;
  @Field(() => Boolean) sameDayBooking!: boolean;
}

@ObjectType({
  description: "Sender of the hotel's mails and which mails go out; the mail server is configured in the environment",
})
export class MailConfig {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) senderName!: string;
  @Field(() => String) senderEmail!: string;
  @Field(() => String) replyToEmail!: string;
  @Field(() => Boolean) reservationMail!: boolean;
  @Field(() => Boolean) invoiceMail!: boolean;
  @Field(() => Boolean) receiptMail!: boolean;
  @Field(() => Boolean) cancellationMail!: boolean;
}

@InputType()
export class MailConfigInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { defaultValue: '' }) senderName!: string;
  @Field(() => String, { defaultValue: '', description: 'An email, or empty' }) senderEmail!: string;
  @Field(() => String, { defaultValue: '', description: 'An email, or empty' }) replyToEmail!: string;
  @Field(() => Boolean) reservationMail!: boolean;
  @Field(() => Boolean) invoiceMail!: boolean;
  @Field(() => Boolean) receiptMail!: boolean;
  @Field(() => Boolean) cancellationMail!: boolean;
}

@ObjectType({ description: "Standard check-in and check-out times (HH:mm): a hotel's own, or the default" })
export class StandardTime {
  @Field(() => Int, { description: 'The hotel asked for; 0 for the default' }) hotelId!: number;
  @Field(() => String) checkInTime!: string;
  @Field(() => String) checkOutTime!: string;
  @Field(() => Boolean, { description: 'True while the hotel uses the default times' }) isDefault!: boolean;
}

@InputType({ description: 'hotelId 0 sets the default every hotel without its own uses (system administrators only)' })
export class StandardTimeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'HH:mm' }) checkInTime!: string;
  @Field(() => String, { description: 'HH:mm' }) checkOutTime!: string;
}

@ObjectType()
export class PaymentConfigPayload {
  @Field(() => String) message!: string;
  @Field(() => PaymentConfig) config!: PaymentConfig;
}
@ObjectType()
export class PaymentTimeoutPayload {
  @Field(() => String) message!: string;
  @Field(() => PaymentTimeout) timeout!: PaymentTimeout;
}
@ObjectType()
export class ReservationConfigPayload {
  @Field(() => String) message!: string;
  @Field(() => ReservationConfig) config!: ReservationConfig;
}
@ObjectType()
export class MailConfigPayload {
  @Field(() => String) message!: string;
  @Field(() => MailConfig) config!: MailConfig;
}
@ObjectType()
export class StandardTimePayload {
  @Field(() => String) message!: string;
  @Field(() => StandardTime) standardTime!: StandardTime;
}
@ObjectType({
  description:
    "An idle-logout setting: a group's own, or the top level's default that every group without its own uses",
})
export class IdleTimeoutSetting {
  @Field(() => Int, { nullable: true, description: 'The group; null: the default of every group' })
  groupId!: number | null;
  @Field(() => Int) seconds!: number;
  @Field(() => Boolean, { description: 'True when the group has no value of its own and uses the default' })
  inherited!: boolean;
}

@ObjectType({ description: 'The idle logout after a change: every app reads it when it starts' })
export class IdleTimeoutPayload {
  @Field(() => String) message!: string;
  @Field(() => IdleTimeoutSetting) setting!: IdleTimeoutSetting;
}

type UpstreamPaymentConfig = ResultOf<typeof admin.paymentConfigOfHotel>['systemConfig'];
type UpstreamStandardTime = ResultOf<typeof admin.standardTimes>['standardTimeConfig'][number];
export type UpstreamIdleTimes = ResultOf<typeof reference.idleTimes>['IdleTimeOut'];

/** The setting of `groupId` (null: the default) from the upstream's answer for it. */
export function toIdleTimeoutSetting(groupId: number | null, rows: UpstreamIdleTimes): IdleTimeoutSetting | null {
  const row = rows[0];
  if (!row) return null;
  return { groupId, seconds: row.seconds, inherited: groupId !== null && row.groupId === null };
}

export const toPaymentConfig = (c: UpstreamPaymentConfig): PaymentConfig => ({
  ...c,
  paymentGateway: c.paymentGateway as PaymentGateway,
});

/** 'HH:MM:SS' → 'HH:mm'. */
const hhmm = (time: string) => time.slice(0, 5);

export const toStandardTime = (hotelId: number, rows: readonly UpstreamStandardTime[]): StandardTime => {
  const row = rows[0];
  return {
    hotelId,
    checkInTime: row ? hhmm(row.checkInTime) : '14:00',
    checkOutTime: row ? hhmm(row.checkOutTime) : '12:00',
    isDefault: !row || row.hotelId !== hotelId,
  };
};
