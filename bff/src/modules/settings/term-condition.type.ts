// A hotel's terms and conditions (designed; /group-admin/term-condtion), shown in sequence.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export enum TermType {
  BOOKING = 'BOOKING',
  INVOICE = 'INVOICE',
  RECEIPT = 'RECEIPT',
  GENERAL = 'GENERAL',
}
registerEnumType(TermType, { name: 'TermType', description: 'Where a term is printed or shown' });

@ObjectType({ description: 'A term or condition of a hotel' })
export class TermCondition {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => TermType) termType!: TermType;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Int, { description: 'Order of display, 0 to 1000' }) sequence!: number;
  @Field(() => Boolean) active!: boolean;
}

@InputType({ description: 'Title and text are required' })
export class TermConditionInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => TermType) termType!: TermType;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Int, { defaultValue: 0 }) sequence!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType()
export class TermConditionPayload {
  @Field(() => String) message!: string;
  @Field(() => TermCondition) term!: TermCondition;
}

type Upstream = ResultOf<typeof admin.createTerm>['termCondition'];
export const toTerm = (t: Upstream): TermCondition => ({ ...t, termType: t.termType as TermType });

@ObjectType()
export class TermConditionPage extends PageOf(TermCondition) {}
