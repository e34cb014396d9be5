// User levels as the people screens use them: ADMIN > GROUP > HOTEL > SERVICE > USER. Nobody gives a
// level above their own, and only an ADMIN makes ADMINs (the upstream refuses the rest; the forms
// offer only what it would accept). No React.

export const LEVELS = ['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER'] as const;
export type Level = (typeof LEVELS)[number];

/** The administrator levels of /admin-privilege; ADMIN (product admins) has its own page. */
export const SCOPE_ADMIN_LEVELS: readonly Level[] = ['GROUP', 'HOTEL', 'SERVICE'];
export const PRODUCT_ADMIN_LEVELS: readonly Level[] = ['ADMIN'];

export function levelRank(level: string): number {
  const rank = (LEVELS as readonly string[]).indexOf(level);
  return rank === -1 ? LEVELS.length : rank;
}

/** The levels a user of `own` level may give: their own and those below it. */
export function grantableLevels(own: string | null | undefined): Level[] {
  if (!own) return [];
  return LEVELS.filter((level) => levelRank(level) >= levelRank(own));
}

/** Whether `own` may manage a user of `level` (not above their own). */
export function mayManage(own: string | null | undefined, level: string): boolean {
  return !!own && levelRank(level) >= levelRank(own);
}

/** GROUP and HOTEL administrators are tied to a group (and optionally one hotel of it). */
export const needsGroup = (level: string): boolean => level === 'GROUP' || level === 'HOTEL';

/** SERVICE administrators and users work in the services they are allocated to. */
export const worksInServices = (level: string): boolean => level === 'SERVICE' || level === 'USER';
