// Who may write groups, hotels and services. Two things decide it: the feature permission (the
// field guards: WRITE adds and edits, MAINTAIN deletes) and the user level, because the services
// let only some levels manage the estate (the table is the domain's ESTATE_WRITE_LEVELS, which the
// upstream enforces too). The BFF says so before calling, with a message naming the levels, and
// tells the screens which buttons to show.
import { Field, ObjectType } from 'type-graphql';
import {
  can,
  estateLevelAllows,
  estateWriteLevels,
  type EstateFeature,
  type EstateWrite,
  type UserLevel,
} from '@hotel/domain';
import type { BffContext } from '../../context.js';
import { ErrorCode, refusalError } from '../../errors.js';

const WHAT: Record<EstateFeature, string> = { GROUP: 'hotel groups', HOTEL: 'hotels', HOTEL_SERVICE: 'hotel services' };
const VERB: Record<EstateWrite, string> = { ADD: 'add', EDIT: 'edit', DELETE: 'delete' };
const LEVEL_NAME: Record<UserLevel, string> = {
  ADMIN: 'system',
  GROUP: 'group',
  HOTEL: 'hotel',
  SERVICE: 'service',
  USER: 'staff',
};

/** Refuses (FORBIDDEN) a write the caller's level may not make, before anything is sent upstream. */
export async function assertLevel(ctx: BffContext, feature: EstateFeature, write: EstateWrite): Promise<void> {
  const { viewer } = await ctx.session();
  if (estateLevelAllows(viewer.userLevel, feature, write)) return;
  const names = estateWriteLevels(feature, write).map((level) => LEVEL_NAME[level]);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  throw refusalError(ErrorCode.FORBIDDEN, 'ESTATE_LEVEL_REQUIRED', {
    who: who ?? '',
    verb: VERB[write],
    what: WHAT[feature],
  });
}

@ObjectType({ description: 'Which writes the caller may make on one kind of record' })
export class WriteRights {
  @Field(() => Boolean) add!: boolean;
  @Field(() => Boolean) edit!: boolean;
  @Field(() => Boolean, { name: 'delete' }) remove!: boolean;
}

@ObjectType({ description: 'The writes the caller may make on groups, hotels and services (level and permission)' })
export class HotelRights {
  @Field(() => WriteRights) groups!: WriteRights;
  @Field(() => WriteRights) hotels!: WriteRights;
  @Field(() => WriteRights) services!: WriteRights;
}

export async function hotelRights(ctx: BffContext): Promise<HotelRights> {
  const { viewer, permissions } = await ctx.session();
  const rights = (feature: EstateFeature): WriteRights => {
    const allowed = (write: EstateWrite) =>
      estateLevelAllows(viewer.userLevel, feature, write) && can(permissions, feature, write);
    return { add: allowed('ADD'), edit: allowed('EDIT'), remove: allowed('DELETE') };
  };
  return { groups: rights('GROUP'), hotels: rights('HOTEL'), services: rights('HOTEL_SERVICE') };
}
