// What the user and employee administration says when a write succeeds: key → English text,
// answered by the upstream (and the BFF for a level change) and translated by key in the web.
import type { Catalogue } from '../messages/message.js';

export const PEOPLE_NOTICES = {
  USER_CREATED: 'User created',
  USER_UPDATED: 'User updated',
  USER_ALLOCATIONS_UPDATED: 'Allocations updated',
  USER_LEVEL_CHANGED: 'User level changed',
  EMPLOYEE_CREATED: 'Employee created',
  EMPLOYEE_UPDATED: 'Employee updated',
  EMPLOYEE_DELETED: 'Employee deleted',
} as const satisfies Catalogue;

export type PeopleNotice = keyof typeof PEOPLE_NOTICES;
