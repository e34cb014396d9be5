// The writes the caller may make, so the screens show only the buttons that will work.
import { Ctx, Query, Resolver } from 'type-graphql';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { estateRights, EstateRights } from './estate.access.js';

@Resolver()
export class EstateRightsResolver {
  @Query(() => EstateRights, {
    description: 'Which adds, edits and deletes of groups, hotels and services the caller may make',
  })
  @SignedIn()
  estateRights(@Ctx() ctx: BffContext): Promise<EstateRights> {
    return estateRights(ctx);
  }
}
