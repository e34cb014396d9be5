// A contract rule's failure as a refusal the user reads in their language. Rules written as a
// catalogue text (RESTAURANT_MESSAGES, COMMON_REFUSALS.REQUIRED_FIELD…) carry that text's key; zod's
// own checks (a maximum length, a number out of range, a value of the wrong kind) are named by the
// common keys below, with the bound as a value, instead of zod's English sentence. A rule with a
// message of its own that is no catalogue text ('Sort by one of: …') keeps it.
// Issues must come from a parse with `reportInput: true`: zod's default text names the input.
import { isRefusalReason, reasonOfText, type MessageParams, type RefusalReason } from '@hotel/domain';
import { z } from 'zod';

export interface IssueRefusal {
  reason: RefusalReason;
  params?: MessageParams;
}

type Issue = z.core.$ZodIssue;

const bound = (value: number | bigint): number => Number(value);

function sizeRefusal(issue: Issue & { code: 'too_big' | 'too_small' }): IssueRefusal | null {
  const big = issue.code === 'too_big';
  const limit = bound(
    big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum,
  );
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      return big
        ? { reason: 'TEXT_TOO_LONG', params: { max: limit } }
        : { reason: 'TEXT_TOO_SHORT', params: { min: limit } };
    case 'array':
    case 'set':
      return big
        ? { reason: 'TOO_MANY_ENTRIES', params: { max: limit } }
        : { reason: 'TOO_FEW_ENTRIES', params: { min: limit } };
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return { reason: inclusive ? 'NUMBER_TOO_LARGE' : 'NUMBER_NOT_BELOW', params: { max: limit } };
      return { reason: inclusive ? 'NUMBER_TOO_SMALL' : 'NUMBER_NOT_ABOVE', params: { min: limit } };
    default:
      return null;
  }
}

/** Whether the issue's message is zod's own (English) sentence rather than one the rule gave. */
function isZodsOwn(issue: Issue): boolean {
  const own = z.config().localeError?.(issue as unknown as z.core.$ZodRawIssue);
  return (typeof own === 'string' ? own : own?.message) === issue.message;
}

/** The refusal an issue stands for; null when it names none (it goes as its text). */
export function refusalOfIssue(issue: Issue): IssueRefusal | null {
  // A domain rule run by the contract (pricing-entities' issueOf) names its key and the values its text fills.
  if (issue.code === 'custom') {
    const keyed = issue.params as { reason?: unknown; values?: MessageParams } | undefined;
    if (keyed && isRefusalReason(keyed.reason))
      return keyed.values ? { reason: keyed.reason, params: keyed.values } : { reason: keyed.reason };
  }
  const written = reasonOfText(issue.message);
  if (written) return { reason: written };
  if (!isZodsOwn(issue)) return null;
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeRefusal(issue);
    case 'invalid_format':
      return { reason: issue.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_VALUE' };
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'invalid_element':
    case 'invalid_key':
      return { reason: 'INVALID_VALUE' };
    default:
      return null;
  }
}
