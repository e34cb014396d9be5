import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Viewer } from './viewer.type.js';

@ObjectType({
  description:
    'A signed-in session: the bearer token for every later request, valid for expiresIn seconds. No refresh token: the browser signs in again when it ends (docs/security.md)',
})
export class Session {
  @Field(() => String) accessToken!: string;
  @Field(() => Int) expiresIn!: number;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType({ description: "The server's message about a completed action, for the screen to show" })
export class Message {
  @Field(() => String) message!: string;
}

@ObjectType()
export class SecurityCodeCheck {
  @Field(() => String) message!: string;
  @Field(() => String, { description: 'Single-use token for resetPassword' }) token!: string;
}

@InputType()
export class SignUpInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirmPassword!: string;
  @Field(() => Boolean, { defaultValue: false }) termOfUse!: boolean;
}
