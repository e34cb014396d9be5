import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A record deleted: the upstream message and the id that is gone' })
export class DeletePayload {
  @Field(() => String) message!: string;
  @Field(() => Int) id!: number;
}
