// What the privilege screens show of a status and a feature: the statuses in the matrix's column
// order, their colours and letters, and a feature's translated name (the domain's English name
// when a translation is missing). The levels themselves are the domain's (core §4).

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureInfo } from '@hotel/domain';
import type { PermissionStatus } from '../../graphql/hooks.gen';

/** The matrix's columns: READ / WRITE / MAINTAIN / NONE. */
export const STATUS_COLUMNS: readonly PermissionStatus[] = ['READ', 'WRITE', 'MAINTAIN', 'NO_PERMISSION'];

export const STATUS_COLOR: Readonly<Record<PermissionStatus, string>> = {
  READ: 'blue',
  WRITE: 'teal',
  MAINTAIN: 'grape',
  NO_PERMISSION: 'gray',
};

/** The translated name of a feature key. */
export function useFeatureName(): (prefix: string) => string {
  const { t } = useTranslation('access');
  return useCallback(
    (prefix: string) => t(`features.${prefix}`, { defaultValue: featureInfo(prefix)?.name ?? prefix }),
    [t],
  );
}

/** A row of a role's matrix: a feature and its status. */
export interface PrivilegeRow {
  featureId: number;
  prefix: string;
  scope: string;
  status: PermissionStatus;
}

/** The service's own features, then administration (the order the BFF answers them in). */
export function sectionsOf<R extends { scope: string }>(rows: readonly R[]): { scope: string; rows: R[] }[] {
  const own = rows.filter((r) => r.scope !== 'ADMIN');
  const adminRows = rows.filter((r) => r.scope === 'ADMIN');
  return [
    ...(own.length > 0 ? [{ scope: own[0]!.scope, rows: own }] : []),
    ...(adminRows.length > 0 ? [{ scope: 'ADMIN', rows: adminRows }] : []),
  ];
}
