// Addresses copied on each kind of a hotel's mails (designed; the spec names the CC mail page only).
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export enum MailType {
  RESERVATION = 'RESERVATION',
  INVOICE = 'INVOICE',
  RECEIPT = 'RECEIPT',
  REFUND = 'REFUND',
  CANCELLATION = 'CANCELLATION',
}
registerEnumType(MailType, { name: 'MailType', description: 'A kind of mail the hotel sends guests' });

@ObjectType({ description: 'An address copied on one kind of mail of a hotel' })
export class CcMail {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => MailType) mailType!: MailType;
  @Field(() => String) email!: string;
}

@InputType({ description: 'One address per kind of mail; a second copy of it is a CONFLICT' })
export class CcMailInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => MailType) mailType!: MailType;
  @Field(() => String) email!: string;
}

@ObjectType()
export class CcMailPayload {
  @Field(() => String) message!: string;
  @Field(() => CcMail) ccMail!: CcMail;
}

type Upstream = ResultOf<typeof admin.createCcMail>['ccMailConfig'];
export const toCcMail = (c: Upstream): CcMail => ({ ...c, mailType: c.mailType as MailType });

@ObjectType()
export class CcMailPage extends PageOf(CcMail) {}
