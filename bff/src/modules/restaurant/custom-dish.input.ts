import { Field, InputType, Int } from 'type-graphql';
import { Money } from '../../scalars.js';

@InputType({ description: "A custom dish: 'Description required', 'Price required', 'Invalid price'" })
export class CustomDishInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String, { description: 'The description' }) name!: string;
  @Field(() => Money) price!: number;
}
