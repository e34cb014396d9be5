// What the people resolvers share: the service roles a user holds (one upstream call per user and
// request, however many fields ask), and a user's full record in the contract's words, so that a
// change of one thing (level, active) sends back everything else as it is.
import DataLoader from 'dataloader';
import { type BodyOf, people } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { FieldRenames } from '../../upstream/caller.js';
import type { HeldServiceRole } from './employee.type.js';

/** The contract names the level userLevel; the schema calls it level. */
export const USER_FIELDS: FieldRenames = { userLevel: 'level' };

const heldRoleLoaders = new WeakMap<BffContext, DataLoader<number, HeldServiceRole[]>>();

/** The service roles a user holds in the services the caller may see (employee/roles/{id}). */
export function heldRoles(ctx: BffContext, userId: number): Promise<HeldServiceRole[]> {
  let loader = heldRoleLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      (ids) =>
        Promise.all(
          ids.map(async (id) => (await ctx.upstream.call(people.employeeRoles, { params: { id } })).result.role),
        ),
      { batch: false },
    );
    heldRoleLoaders.set(ctx, loader);
  }
  return loader.load(userId);
}

export type UserBody = BodyOf<typeof people.updateUser>;

/** The user as PUT user takes them, as they are now: ties, level, state and visible allocations. */
export async function currentUserBody(ctx: BffContext, id: number): Promise<UserBody> {
  const [{ result }, roles] = await Promise.all([
    ctx.upstream.call(people.getUser, { params: { id } }),
    heldRoles(ctx, id),
  ]);
  const u = result.user;
  return {
    id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    userLevel: u.userLevel,
    active: u.active,
    groupId: u.groupId,
    hotelId: u.hotelId,
    allocations: roles.map((r) => ({ serviceId: r.serviceId, serviceRoleId: r.serviceRoleId })),
  };
}
