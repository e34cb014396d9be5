// Who may write groups, hotels and services. Two things decide it: the feature permission (the
// field guards: WRITE adds and edits, MAINTAIN deletes) and the user level, because the services
// let only some levels manage the estate (upstream/src/hotels: groups are added and deleted by
// ADMIN and edited by ADMIN or GROUP; hotels are added and deleted by ADMIN or GROUP and edited by
// ADMIN, GROUP or HOTEL; services are managed by ADMIN, GROUP or HOTEL). The BFF says so before
// calling, with a message naming the levels, and tells the screens which buttons to show.
import { Field, ObjectType } from 'type-graphql';
import { can, type UserLevel } from '@hotel/domain';
import type { BffContext } from '../../context.js';
import { appError, ErrorCode } from '../../errors.js';

export type EstateFeature = 'GROUP' | 'HOTEL' | 'HOTEL_SERVICE';
export type EstateWrite = 'ADD' | 'EDIT' | 'DELETE';

const LEVELS: Record<EstateFeature, Record<EstateWrite, readonly UserLevel[]>> = {
  GROUP: { ADD: ['ADMIN'], EDIT: ['ADMIN', 'GROUP'], DELETE: ['ADMIN'] },
  HOTEL: { ADD: ['ADMIN', 'GROUP'], EDIT: ['ADMIN', 'GROUP', 'HOTEL'], DELETE: ['ADMIN', 'GROUP'] },
  HOTEL_SERVICE: {
    ADD: ['ADMIN', 'GROUP', 'HOTEL'],
    EDIT: ['ADMIN', 'GROUP', 'HOTEL'],
    DELETE: ['ADMIN', 'GROUP', 'HOTEL'],
  },
};

const WHAT: Record<EstateFeature, string> = { GROUP: 'hotel groups', HOTEL: 'hotels', HOTEL_SERVICE: 'hotel services' };
const VERB: Record<EstateWrite, string> = { ADD: 'add', EDIT: 'edit', DELETE: 'delete' };
const LEVEL_NAME: Record<UserLevel, string> = {
  ADMIN: 'system',
  GROUP: 'group',
  HOTEL: 'hotel',
  SERVICE: 'service',
  USER: 'staff',
};

export function levelAllows(level: UserLevel, feature: EstateFeature, write: EstateWrite): boolean {
  return LEVELS[feature][write].includes(level);
}

/** Refuses (FORBIDDEN) a write the caller's level may not make, before anything is sent upstream. */
export async function assertLevel(ctx: BffContext, feature: EstateFeature, write: EstateWrite): Promise<void> {
  const { viewer } = await ctx.session();
  if (levelAllows(viewer.userLevel, feature, write)) return;
  const names = LEVELS[feature][write].map((level) => LEVEL_NAME[level]);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  throw appError(ErrorCode.FORBIDDEN, `Only ${who} administrators may ${VERB[write]} ${WHAT[feature]}`);
}

@ObjectType({ description: 'Which writes the caller may make on one kind of record' })
export class EstateWriteRights {
  @Field(() => Boolean) add!: boolean;
  @Field(() => Boolean) edit!: boolean;
  @Field(() => Boolean, { name: 'delete' }) remove!: boolean;
}

@ObjectType({ description: 'The writes the caller may make on groups, hotels and services (level and permission)' })
export class EstateRights {
  @Field(() => EstateWriteRights) groups!: EstateWriteRights;
  @Field(() => EstateWriteRights) hotels!: EstateWriteRights;
  @Field(() => EstateWriteRights) services!: EstateWriteRights;
}

export async function estateRights(ctx: BffContext): Promise<EstateRights> {
  const { viewer, permissions } = await ctx.session();
  const rights = (feature: EstateFeature): EstateWriteRights => {
    const allowed = (write: EstateWrite) =>
      levelAllows(viewer.userLevel, feature, write) && can(permissions, feature, write);
    return { add: allowed('ADD'), edit: allowed('EDIT'), remove: allowed('DELETE') };
  };
  return { groups: rights('GROUP'), hotels: rights('HOTEL'), services: rights('HOTEL_SERVICE') };
}
