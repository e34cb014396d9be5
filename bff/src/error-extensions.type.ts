// The shape of every error's `extensions`, written into the schema so clients import ErrorCode and
// RefusalReason from the generated types instead of copying strings. No field returns
// ErrorExtensions: it is an orphaned type that documents the error channel (schema.ts adds it).
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { REFUSAL_REASONS, REFUSALS, type MessageParams, type RefusalReason as Reason } from '@hotel/domain';
import { ErrorCode } from './errors.js';

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description:
    'What kind of failure an error is (`extensions.code`). A refusal the user can act on also carries `extensions.reason`.',
  valuesConfig: {
    UNAUTHENTICATED: { description: 'Not signed in, or the session expired' },
    FORBIDDEN: { description: 'Signed in, but not permitted' },
    BAD_USER_INPUT: { description: 'Invalid input; `extensions.fieldErrors` names the fields' },
    NOT_FOUND: { description: 'The record does not exist (or is not visible)' },
    CONFLICT: { description: 'The data forbids it now (already accepted, name taken, still in use)' },
    TOO_MANY_REQUESTS: { description: 'Too many attempts; wait and try again' },
    UPSTREAM_UNAVAILABLE: { description: 'A back-end service did not answer' },
    INTERNAL: { description: 'Anything else; the message is generic' },
  },
});

/** The domain's refusal keys as an enum object, each value documented with its English text. */
export const RefusalReason = Object.fromEntries(REFUSAL_REASONS.map((reason) => [reason, reason])) as {
  [R in Reason]: R;
};
registerEnumType(RefusalReason, {
  name: 'RefusalReason',
  description:
    'Why a request was refused (`extensions.reason`, and `reason` of each field error): the key clients translate. Each value documents its English text, the message sent beside it; {{name}} stands for a value of `extensions.params`.',
  valuesConfig: Object.fromEntries(REFUSAL_REASONS.map((reason) => [reason, { description: REFUSALS[reason] }])),
});

@ObjectType({ description: 'One field at fault, in `extensions.fieldErrors`' })
export class FieldErrorExtension {
  @Field(() => String, { description: 'The input path, dotted (`hotel.name`, `privileges.2.status`)' })
  field!: string;

  @Field(() => String, { description: 'The English text' })
  message!: string;

  @Field(() => RefusalReason, { nullable: true, description: 'The rule’s key, when it has one' })
  reason?: Reason;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The values the text names' })
  params?: MessageParams;
}

@ObjectType({
  description:
    'The `extensions` of every error this API answers. No field returns it; it documents the error channel. A client shows the translation of `reason` (with `params`) and falls back to the error’s message only when there is no reason.',
})
export class ErrorExtensions {
  @Field(() => ErrorCode)
  code!: ErrorCode;

  @Field(() => RefusalReason, { nullable: true, description: 'The refusal’s domain key' })
  reason?: Reason;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The values the reason’s text names' })
  params?: MessageParams;

  @Field(() => [FieldErrorExtension], {
    nullable: true,
    description: 'BAD_USER_INPUT (and some CONFLICT): the fields at fault',
  })
  fieldErrors?: FieldErrorExtension[];
}
