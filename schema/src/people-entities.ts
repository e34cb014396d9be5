// Shapes of the people calls (core-platform §7 Users and employees): the user form with its
// allocations (a service plus the service role held there) and a hotel's employees.
import { COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { optionalPhoneNumber } from './fields.js';
import { userLevel } from './entities.js';

const id = z.number().int();
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(max);
const optionalEmail = z.union([z.literal(''), z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254)]);
const positiveId = z.number().int().positive();

// ------------------------------------------------------------------------------------------ users

export const allocation = z.object({
  serviceId: z.number().int().positive(),
  serviceRoleId: z.number().int().positive(),
});
export const userInput = z.object({
  id: z.number().int().positive().optional(),
  firstName: z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(60),
  lastName: z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(60),
  email: z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254),
  /** Required on create; on update, empty keeps the current password. */
  password: z.string().max(128).optional(),
  userLevel,
  active: z.boolean().default(true),
  groupId: z.number().int().positive().nullable().default(null),
  hotelId: z.number().int().positive().nullable().default(null),
  allocations: z.array(allocation).max(50).default([]),
});

// -------------------------------------------------------------------------------------- employees

/** A person on a hotel's payroll; optionally linked to the user they sign in as. */
export const employee = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  designation: z.string(),
  hotelId: id,
  serviceId: id.nullable(),
  serviceName: z.string().nullable(),
  serviceRoleId: id.nullable(),
  serviceRoleName: z.string().nullable(),
  userId: id.nullable(),
  active: z.boolean(),
});
export type Employee = z.infer<typeof employee>;
export const employeeInput = z.object({
  id: positiveId.optional(),
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: optionalEmail.default(''),
  phone: optionalPhoneNumber().default(''),
  designation: text(120).default(''),
  hotelId: positiveId,
  serviceId: positiveId.nullable().default(null),
  serviceRoleId: positiveId.nullable().default(null),
  userId: positiveId.nullable().default(null),
  active: z.boolean().default(true),
});
export const EMPLOYEE_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'designation', 'active'] as const;
