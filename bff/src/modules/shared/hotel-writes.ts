// The create, update and delete of a record of one hotel (an occupancy, a season, a holiday): the
// three mutations, their permission on the input's (or the argument's) hotel, and their payloads,
// declared once. Each record gives its GraphQL names and types and its three upstream calls.
import type { ClassType } from 'type-graphql';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { FeatureKey } from '@hotel/domain';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from './deletion.type.js';

export interface HotelWrites<Input extends { hotelId: number }, Payload extends object> {
  /** The record's GraphQL name: createX, updateX, deleteX. */
  name: string;
  /** Whose ADD, EDIT and DELETE the mutations need, in the record's hotel. */
  feature: FeatureKey;
  input: ClassType<Input>;
  payload: ClassType<Payload>;
  descriptions?: { create?: string; update?: string; remove?: string };
  create: (ctx: BffContext, input: Input) => Promise<Payload>;
  update: (ctx: BffContext, id: number, input: Input) => Promise<Payload>;
  /** The upstream's message. */
  remove: (ctx: BffContext, id: number) => Promise<string>;
}

export function hotelWritesResolver<Input extends { hotelId: number }, Payload extends object>(
  writes: HotelWrites<Input, Payload>,
) {
  const { name, feature, descriptions = {} } = writes;

  @Resolver()
  class HotelWritesResolver {
    @Mutation(() => writes.payload, { name: `create${name}`, description: descriptions.create })
    @Requires(`${feature}:ADD`, { hotel: 'input.hotelId' })
    create(@Arg('input', () => writes.input) input: Input, @Ctx() ctx: BffContext): Promise<Payload> {
      return writes.create(ctx, input);
    }

    @Mutation(() => writes.payload, { name: `update${name}`, description: descriptions.update })
    @Requires(`${feature}:EDIT`, { hotel: 'input.hotelId' })
    update(
      @Arg('id', () => Int) id: number,
      @Arg('input', () => writes.input) input: Input,
      @Ctx() ctx: BffContext,
    ): Promise<Payload> {
      return writes.update(ctx, id, input);
    }

    @Mutation(() => DeletePayload, { name: `delete${name}`, description: descriptions.remove })
    @Requires(`${feature}:DELETE`, { hotel: 'hotelId' })
    async remove(
      @Arg('hotelId', () => Int) _hotelId: number,
      @Arg('id', () => Int) id: number,
      @Ctx() ctx: BffContext,
    ): Promise<DeletePayload> {
      return { message: await writes.remove(ctx, id), id };
    }
  }
  return HotelWritesResolver;
}
