// Shapes of the access calls (core-platform §7, operations §7 Employees, roles and configuration):
// roles at every level and the system, group and hotel role a user holds. The spec shows no role
// payload; the fields are designed in the style of the documented calls.
import { COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';

const id = z.number().int();
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(max);
const positiveId = z.number().int().positive();

/** The level a role is defined at: system-wide, per group, per hotel, per service. */
export const roleLevel = z.enum(['SYSTEM', 'GROUP', 'HOTEL', 'SERVICE']);
export type RoleLevel = z.infer<typeof roleLevel>;

export const role = z.object({ id, name: z.string(), description: z.string(), active: z.boolean() });
export type Role = z.infer<typeof role>;
export const groupsRole = role.extend({ groupsId: id });
export type GroupsRole = z.infer<typeof groupsRole>;
export const hotelRole = role.extend({ hotelId: id });
export type HotelRole = z.infer<typeof hotelRole>;
/** The existing service role, with its service and hotel for lists spanning several services. */
export const serviceRole = role.extend({ serviceId: id, serviceName: z.string(), hotelId: id });
export type ServiceRole = z.infer<typeof serviceRole>;
/** A hotel role as the paged list shows it: with its hotel's name. */
export const hotelRoleRow = hotelRole.extend({ hotelName: z.string() });
/** A service role as the paged list shows it: with its hotel's name. */
export const serviceRoleRow = serviceRole.extend({ hotelName: z.string() });
/** Any role that applies to a hotel or service, tagged with its level and owner (group, hotel, service id). */
export const applicableRole = z.object({
  id,
  name: z.string(),
  level: roleLevel,
  ownerId: id.nullable(),
  active: z.boolean(),
});

export const roleInput = z.object({
  id: positiveId.optional(),
  name: requiredText(120),
  description: text(500).default(''),
  active: z.boolean().default(true),
});
export const groupsRoleInput = roleInput.extend({ groupsId: positiveId });
export const hotelRoleInput = roleInput.extend({ hotelId: positiveId });
export const serviceRoleInput = roleInput.extend({ serviceId: positiveId });

/** The system, group and hotel role a user holds (service roles are held through allocations). */
export const userRole = z.object({
  userId: id,
  roleId: id.nullable(),
  groupsRoleId: id.nullable(),
  hotelRoleId: id.nullable(),
});
export const userRoleInput = z.object({
  userId: positiveId,
  roleId: positiveId.nullable().default(null),
  groupsRoleId: positiveId.nullable().default(null),
  hotelRoleId: positiveId.nullable().default(null),
});
