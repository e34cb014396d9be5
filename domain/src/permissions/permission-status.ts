// Permission levels and the one access check every tier uses (core-platform §4, §6).

export const PermissionStatus = {
  READ: 0,
  WRITE: 1,
  MAINTAIN: 2,
  NO_PERMISSION: 3,
} as const;
export type PermissionStatus = (typeof PermissionStatus)[keyof typeof PermissionStatus];

export const OPERATIONS = ['VIEW', 'ADD', 'EDIT', 'DELETE'] as const;
export type Operation = (typeof OPERATIONS)[number];

export function isOperation(value: unknown): value is Operation {
  return typeof value === 'string' && (OPERATIONS as readonly string[]).includes(value);
}

const GRANTS: Readonly<Record<number, readonly Operation[]>> = {
  [PermissionStatus.READ]: ['VIEW'],
  [PermissionStatus.WRITE]: ['ADD', 'VIEW', 'EDIT'],
  [PermissionStatus.MAINTAIN]: ['ADD', 'VIEW', 'EDIT', 'DELETE'],
  [PermissionStatus.NO_PERMISSION]: [],
};

/** What a status grants; NO_PERMISSION and any unrecognised status grant nothing. */
export function allows(status: number, operation: Operation): boolean {
  return GRANTS[status]?.includes(operation) ?? false;
}

/** One row of a user's permission list for a service; prefix is the feature key. */
/**
 * How much a status grants, for comparing two: NO_PERMISSION 0 < READ 1 < WRITE 2 < MAINTAIN 3
 * (an unknown status grants nothing).
 */
export function grantRank(status: number): number {
  return Math.max(0, GRANT_ORDER.indexOf(status as PermissionStatus));
}
const GRANT_ORDER: readonly PermissionStatus[] = [
  PermissionStatus.NO_PERMISSION,
  PermissionStatus.READ,
  PermissionStatus.WRITE,
  PermissionStatus.MAINTAIN,
];

export interface PermissionEntry {
  id: number;
  name: string;
  prefix: string;
  status: number;
  active: boolean;
}

/**
 * Deny by default: a feature missing from the list, or present only as inactive rows, is not
 * granted. The old client granted full rights when a feature was missing and its status
 * unrecognised; that quirk is deliberately not reproduced (DESIGN §3). When the same prefix appears
 * more than once (a list merged from several services), any active row that allows the operation
 * grants it.
 */
export function can(
  list: readonly PermissionEntry[] | null | undefined,
  feature: string,
  operation: Operation,
): boolean {
  return (list ?? []).some((entry) => entry.active && entry.prefix === feature && allows(entry.status, operation));
}

/** A feature counts as visible when its status is not NO_PERMISSION (3). */
export function isVisible(status: number): boolean {
  return status !== PermissionStatus.NO_PERMISSION;
}

export interface Requirement {
  feature: string;
  operation: Operation;
}

const REQUIREMENT = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*):([A-Z]+)$/;

/** Parses a guard such as "ORDER:EDIT"; throws on anything else so a typo fails at start-up. */
export function parseRequirement(text: string): Requirement {
  const match = REQUIREMENT.exec(text);
  const feature = match?.[1];
  const operation = match?.[2];
  if (feature === undefined || !isOperation(operation)) {
    throw new Error(
      `Invalid permission requirement "${text}": expected FEATURE:OPERATION with OPERATION one of ${OPERATIONS.join(', ')}`,
    );
  }
  return { feature, operation };
}
