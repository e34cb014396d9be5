// View types, amenities and room areas (core-platform §2 /room/view-type, amenities, room-area): one
// resolver shape built three times, each with its own queries, mutations and GraphQL types.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { room } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  Amenity,
  AmenityPage,
  AmenityPayload,
  RoomArea,
  RoomAreaPage,
  RoomAreaPayload,
  RoomAttributeInput,
  ViewType,
  ViewTypePage,
  ViewTypePayload,
} from './room-attribute.type.js';

type Attribute = room.entities.RoomAttribute;
/** View types, amenities and room areas sort by the same fields. */
const RoomAttributePaging = listPaging('RoomAttributeSort', room.viewTypes.search);
type RoomAttributePaging = InstanceType<typeof RoomAttributePaging>;
interface Kind {
  endpoints: typeof room.viewTypes;
  key: 'viewType' | 'amenity' | 'roomArea';
  /** viewTypes / amenities / roomAreas, and the singular for the mutations. */
  plural: string;
  singular: string;
  type: typeof ViewType;
  page: typeof ViewTypePage;
  payload: typeof ViewTypePayload;
}

function attributeResolver(kind: Kind) {
  const { endpoints: E, key, plural, singular } = kind;
  // The three kinds answer under their own result key; the rows are the same shape.
  const rowsOf = (result: unknown) => (result as Record<string, Attribute[]>)[key] ?? [];
  const rowOf = (result: unknown) => (result as Record<string, Attribute>)[key]!;

  @Resolver()
  class AttributeResolver {
    @Query(() => kind.page, { name: plural, description: `The hotel's ${plural}, paged (name: contains)` })
    @Requires('ROOM:VIEW', { hotel: 'hotelId' })
    async list(
      @Arg('hotelId', () => Int) hotelId: number,
      @Args(() => RoomAttributePaging) paging: RoomAttributePaging,
      @Arg('name', () => String, { nullable: true }) name: string | null,
      @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
      @Ctx() ctx: BffContext,
    ) {
      const { result, pagination } = await ctx.upstream.call(E.search, {
        query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
      });
      const items = rowsOf(result);
      return pageFrom(items, pagination, paging);
    }

    @Mutation(() => kind.payload, { name: `create${singular}` })
    @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
    async create(@Arg('input', () => RoomAttributeInput) input: RoomAttributeInput, @Ctx() ctx: BffContext) {
      const { result, message } = await ctx.upstream.call(E.create, { body: input });
      return { message, [key]: rowOf(result) };
    }

    @Mutation(() => kind.payload, { name: `update${singular}` })
    @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
    async update(
      @Arg('id', () => Int) id: number,
      @Arg('input', () => RoomAttributeInput) input: RoomAttributeInput,
      @Ctx() ctx: BffContext,
    ) {
      const { result, message } = await ctx.upstream.call(E.update, { body: { ...input, id } });
      return { message, [key]: rowOf(result) };
    }

    @Mutation(() => DeletePayload, { name: `delete${singular}`, description: 'Refused while rooms carry it' })
    @Requires('ROOM:DELETE', { hotel: 'hotelId' })
    async remove(
      @Arg('hotelId', () => Int) _hotelId: number,
      @Arg('id', () => Int) id: number,
      @Ctx() ctx: BffContext,
    ): Promise<DeletePayload> {
      const { message } = await ctx.upstream.call(E.remove, { params: { id } });
      return { message, id };
    }
  }
  return AttributeResolver;
}

export const ViewTypeResolver = attributeResolver({
  endpoints: room.viewTypes,
  key: 'viewType',
  plural: 'viewTypes',
  singular: 'ViewType',
  type: ViewType,
  page: ViewTypePage,
  payload: ViewTypePayload,
});
export const AmenityResolver = attributeResolver({
  endpoints: room.amenities as unknown as typeof room.viewTypes,
  key: 'amenity',
  plural: 'amenities',
  singular: 'Amenity',
  type: Amenity,
  page: AmenityPage,
  payload: AmenityPayload as unknown as typeof ViewTypePayload,
});
export const RoomAreaResolver = attributeResolver({
  endpoints: room.roomAreas as unknown as typeof room.viewTypes,
  key: 'roomArea',
  plural: 'roomAreas',
  singular: 'RoomArea',
  type: RoomArea,
  page: RoomAreaPage,
  payload: RoomAreaPayload as unknown as typeof ViewTypePayload,
});
