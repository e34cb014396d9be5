// The audit log as the screen reads it: one entry per recorded write, its changed fields as
// before → after pairs (values as JSON text, so any column type travels unchanged).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { audit } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export enum AuditAction {
  INSERT = 'INSERT',
  UPDATE = 'UPDATE',
  DELETE = 'DELETE',
}
registerEnumType(AuditAction, { name: 'AuditAction', description: 'What a recorded write did to its record' });

@ObjectType({ description: 'One changed field: its value before and after the write, as JSON text' })
export class AuditChange {
  @Field(() => String, { description: 'The column, as stored (snake_case)' }) field!: string;
  @Field(() => String, { nullable: true, description: 'JSON; null when the record did not exist before' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON; null when the record no longer exists' })
  after!: string | null;
}

@ObjectType({ description: 'One recorded write: who, when, which hotel, which record, what changed' })
export class AuditLogEntry {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'ISO instant' }) at!: string;
  @Field(() => Int, { nullable: true, description: 'Null for writes without a signed-in user (sign-up, seed)' })
  actorUserId!: number | null;
  @Field(() => String, { nullable: true }) actorEmail!: string | null;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => String, { description: 'The table written' }) entity!: string;
  @Field(() => String, { nullable: true, description: 'Its key (parts joined by ":")' }) entityId!: string | null;
  @Field(() => AuditAction) action!: AuditAction;
  @Field(() => [AuditChange], { description: 'Every field of an insert or delete; the changed ones of an update' })
  changes!: AuditChange[];
}

@ObjectType()
export class AuditLogPage extends PageOf(AuditLogEntry) {}

@ObjectType({ description: 'A user the log may be filtered by' })
export class AuditLogUser {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

/**
 * Columns never shown, whatever the upstream recorded: its trigger already strips password hashes
 * and every *token* and *hash* column; this keeps a secret out even if a later table names one
 * differently.
 */
const SECRET = /token|hash|secret|otp|^password$|_password$|^pin$/i;
export const isSecretField = (field: string): boolean => SECRET.test(field);

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export function toChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !isSecretField(field),
  );
  return fields.map((field) => ({
    field,
    before: before ? json(before[field]) : null,
    after: after ? json(after[field]) : null,
  }));
}

export const toAuditLogEntry = (e: audit.AuditEntry): AuditLogEntry => ({
  id: e.id,
  at: e.at,
  actorUserId: e.actorUserId,
  actorEmail: e.actorEmail,
  hotelId: e.hotelId,
  groupId: e.groupsId,
  entity: e.entity,
  entityId: e.entityId,
  action: e.action as AuditAction,
  changes: toChanges(e.before, e.after),
});
