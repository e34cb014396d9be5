// The journal's daily self-check in GraphQL (issue 13; docs/invoicing.md "Daily self-check").
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { invoice as I } from '@hotel/schema';

type Entities = typeof I.journalEntities;

export const SelfCheckFindingCode = Object.fromEntries(
  I.journalEntities.selfCheckFindingCode.options.map((s) => [s, s]),
) as { [K in I.journalEntities.SelfCheckFinding['finding']]: K };
registerEnumType(SelfCheckFindingCode, {
  name: 'SelfCheckFindingCode',
  description: 'What the self-check found wrong',
});

export const JournalSeries = Object.fromEntries(I.journalEntities.journalSeries.options.map((s) => [s, s])) as {
  [K in NonNullable<I.journalEntities.SelfCheckFinding['series']>]: K;
};
registerEnumType(JournalSeries, { name: 'JournalSeries', description: 'A numbered document series' });

@ObjectType({ description: 'One thing the self-check found wrong, naming its document (or folio)' })
export class SelfCheckFinding {
  @Field(() => SelfCheckFindingCode) finding!: Entities['selfCheckFindingCode']['_output'];
  @Field(() => JournalSeries, { nullable: true }) series!: Entities['journalSeries']['_output'] | null;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => Int, { nullable: true, description: "The document's id, or the folio's for FOLIO_BALANCE" })
  recordId!: number | null;
  @Field(() => String, { nullable: true, description: "The document's number, or a gap's missing number" })
  number!: string | null;
  @Field(() => String, { nullable: true }) expected!: string | null;
  @Field(() => String, { nullable: true }) actual!: string | null;
}

@ObjectType({ description: 'One series as the self-check walked it' })
export class CheckedSeries {
  @Field(() => JournalSeries) series!: Entities['journalSeries']['_output'];
  @Field(() => Int) year!: number;
  @Field(() => Int) documents!: number;
  @Field(() => Int) lastNumber!: number;
}

@ObjectType({ description: "The hotel's journal self-check: series, hash chains, charges against invoices" })
export class SelfCheck {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) checkedAt!: string;
  @Field(() => Boolean) ok!: boolean;
  @Field(() => Int, { description: 'Every finding; findings lists the first 200' }) findingCount!: number;
  @Field(() => [SelfCheckFinding]) findings!: SelfCheckFinding[];
  @Field(() => [CheckedSeries]) series!: CheckedSeries[];
  @Field(() => Int) charges!: number;
  @Field(() => Int) folios!: number;
}

@ObjectType({ description: "The self-check's result kept on a night audit run" })
export class SelfCheckSummary {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => Int) findingCount!: number;
  @Field(() => String) checkedAt!: string;
}
