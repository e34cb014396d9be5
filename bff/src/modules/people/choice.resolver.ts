// The choices of the people forms. Signed-in only: the upstream answers what the caller's scope and
// rights allow (a service's roles need ROLE on it).
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { access, hotel } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { ServiceType } from '../auth/viewer.type.js';
import { StaffService, StaffServiceRole } from './choice.type.js';

@Resolver()
export class StaffChoiceResolver {
  @Query(() => [StaffService], { description: 'The services in your scope, by hotel, for the allocation forms' })
  @SignedIn()
  async staffServices(@Ctx() ctx: BffContext): Promise<StaffService[]> {
    const [{ result: services }, { result: hotelList }] = await Promise.all([
      ctx.upstream.call(hotel.listHotelServices, {}),
      ctx.upstream.call(hotel.listHotels, {}),
    ]);
    const names = new Map(hotelList.hotel.map((h) => [h.id, h.name]));
    return services.hotelService
      .map((s) => ({
        id: s.id,
        name: s.name,
        serviceType: s.serviceType as ServiceType,
        active: s.active,
        hotelId: s.hotelId,
        hotelName: names.get(s.hotelId) ?? '',
      }))
      .sort((a, b) => a.hotelName.localeCompare(b.hotelName) || a.id - b.id);
  }

  @Query(() => [StaffServiceRole], { description: "A service's roles, for the employee and user forms" })
  @SignedIn()
  async staffServiceRoles(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<StaffServiceRole[]> {
    const { result } = await ctx.upstream.call(access.serviceRolesOfService, { params: { id: serviceId } });
    return result.serviceRole.map((r) => ({ id: r.id, name: r.name, serviceId: r.serviceId, active: r.active }));
  }
}
