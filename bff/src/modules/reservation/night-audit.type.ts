// The night audit and the stay's account in GraphQL: a hotel's business day, the runs of its audit,
// and the charges on a reservation's account (the folio invoicing reads).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { reservationEntities } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';
import { SelfCheckSummary } from '../journal/journal.type.js';

export const StayChargeKind = Object.fromEntries(reservationEntities.stayChargeKind.options.map((s) => [s, s])) as {
  [K in reservationEntities.StayCharge['kind']]: K;
};
registerEnumType(StayChargeKind, {
  name: 'StayChargeKind',
  description: "ROOM_NIGHT: a room's night posted by the night audit; RESTAURANT: a bill charged to the room",
});

export const NightAuditTrigger = { SCHEDULER: 'SCHEDULER', MANUAL: 'MANUAL' } as const;
registerEnumType(NightAuditTrigger, { name: 'NightAuditTrigger', description: 'Who started a night audit run' });

@ObjectType({ description: "One charge on a stay's account" })
export class StayCharge {
  @Field(() => Int) id!: number;
  @Field(() => Int) reservationId!: number;
  @Field(() => Int) reservedRoomId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => String, { description: 'The business date it belongs to, YYYY-MM-DD' }) businessDate!: string;
  @Field(() => StayChargeKind) kind!: reservationEntities.StayCharge['kind'];
  @Field(() => String) description!: string;
  @Field(() => Money) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => Boolean, { description: 'Already on an invoice' }) invoiced!: boolean;
  @Field(() => String) postedAt!: string;
}

@ObjectType({ description: "A hotel's business date and the hour its night audit runs" })
export class BusinessDay {
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'YYYY-MM-DD' }) businessDate!: string;
  @Field(() => Int, { description: 'Local hour 0–23' }) auditHour!: number;
  @Field(() => String, { description: "The hotel's calendar date now" }) today!: string;
}

@ObjectType({ description: 'One run of the night audit: the date it closed, what it did and who ran it' })
export class NightAudit {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) businessDate!: string;
  @Field(() => NightAuditTrigger) trigger!: reservationEntities.NightAudit['trigger'];
  @Field(() => String, { nullable: true, description: 'The user who ran it; null for the scheduler' })
  runBy!: string | null;
  @Field(() => Int) noShows!: number;
  @Field(() => Int) expired!: number;
  @Field(() => Int) nightsPosted!: number;
  @Field(() => String) startedAt!: string;
  @Field(() => String, { nullable: true }) finishedAt!: string | null;
  @Field(() => SelfCheckSummary, { nullable: true, description: "The journal's self-check after the night" })
  selfCheck!: SelfCheckSummary | null;
}

@ObjectType()
export class NightAuditPage extends PageOf(NightAudit) {}

@ObjectType()
export class NightAuditPayload {
  @Field(() => String) message!: string;
  @Field(() => NightAudit) nightAudit!: NightAudit;
}

@ObjectType()
export class BusinessDayPayload {
  @Field(() => String) message!: string;
  @Field(() => BusinessDay) businessDay!: BusinessDay;
}
