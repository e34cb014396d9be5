// The daily self-check of a hotel's journal (issue 13, "A daily self-check"; docs/invoicing.md): every
// series without gap or duplicate, every document's hash chain intact, the charges equal to the
// invoiced lines plus the open balances, and the smaller invariants it checks on the way.
import { JOURNAL_SERIES, SELF_CHECK_FINDINGS } from '@hotel/domain';
import { z } from 'zod';

export const selfCheckFindingCode = z.enum(SELF_CHECK_FINDINGS);
export const journalSeries = z.enum(JOURNAL_SERIES);

/** One thing found wrong, naming where: the document (series, id, number) or the record (folio, receipt). */
export const selfCheckFinding = z.object({
  finding: selfCheckFindingCode,
  /** The series of the document at fault (INVOICE, CREDIT_NOTE, RECEIPT, REFUND), or null for a folio. */
  series: journalSeries.nullable(),
  year: z.number().int().nullable(),
  /** The document's (or, for FOLIO_BALANCE, the folio's) id. */
  recordId: z.number().int().nullable(),
  /** The document's number, or the missing number of a gap. */
  number: z.string().nullable(),
  /** What it should be and what it is (amounts, hashes), when that says more than the finding. */
  expected: z.string().nullable(),
  actual: z.string().nullable(),
});
export type SelfCheckFinding = z.infer<typeof selfCheckFinding>;

/** One series as checked: how many documents, its last number. */
export const checkedSeries = z.object({
  series: journalSeries,
  year: z.number().int(),
  documents: z.number().int(),
  lastNumber: z.number().int(),
});

export const selfCheck = z.object({
  hotelId: z.number().int(),
  checkedAt: z.string(),
  /** No finding. */
  ok: z.boolean(),
  /** Every finding; the list holds the first 200 of them. */
  findingCount: z.number().int(),
  findings: z.array(selfCheckFinding),
  series: z.array(checkedSeries),
  /** Charges checked (every charge of the hotel) and folios balanced. */
  charges: z.number().int(),
  folios: z.number().int(),
});
export type SelfCheck = z.infer<typeof selfCheck>;

/** The self-check's result kept on a night audit run. */
export const selfCheckSummary = z.object({ ok: z.boolean(), findingCount: z.number().int(), checkedAt: z.string() });
export type SelfCheckSummary = z.infer<typeof selfCheckSummary>;
