// Which user levels may write groups, hotels and services: groups are added and deleted by ADMIN
// and edited by ADMIN or GROUP; hotels are added and deleted by ADMIN or GROUP and edited by ADMIN,
// GROUP or HOTEL; services are managed by ADMIN, GROUP or HOTEL. The upstream enforces it on every
// write; the BFF refuses early with a message naming the levels and tells the screens what to show.
import type { UserLevel } from '../hotel/service-type.js';

export type EstateFeature = 'GROUP' | 'HOTEL' | 'HOTEL_SERVICE';
export type EstateWrite = 'ADD' | 'EDIT' | 'DELETE';

export const ESTATE_WRITE_LEVELS: Readonly<Record<EstateFeature, Readonly<Record<EstateWrite, readonly UserLevel[]>>>> =
  {
    GROUP: { ADD: ['ADMIN'], EDIT: ['ADMIN', 'GROUP'], DELETE: ['ADMIN'] },
    HOTEL: { ADD: ['ADMIN', 'GROUP'], EDIT: ['ADMIN', 'GROUP', 'HOTEL'], DELETE: ['ADMIN', 'GROUP'] },
    HOTEL_SERVICE: {
      ADD: ['ADMIN', 'GROUP', 'HOTEL'],
      EDIT: ['ADMIN', 'GROUP', 'HOTEL'],
      DELETE: ['ADMIN', 'GROUP', 'HOTEL'],
    },
  };

/** The levels that may make one kind of write on one kind of estate record. */
export function estateWriteLevels(feature: EstateFeature, write: EstateWrite): readonly UserLevel[] {
  return ESTATE_WRITE_LEVELS[feature][write];
}

/** Whether a user of this level may make the write (the feature permission is checked apart). */
export function estateLevelAllows(
  level: UserLevel | null | undefined,
  feature: EstateFeature,
  write: EstateWrite,
): boolean {
  return level != null && ESTATE_WRITE_LEVELS[feature][write].includes(level);
}
