import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A record of the restaurant admin deleted' })
export class RestaurantAdminDeletePayload {
  @Field(() => String) message!: string;
  @Field(() => Int) id!: number;
}
