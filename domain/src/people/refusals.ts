// Refusals of users and employees (core-platform §2 user and employee administration, §6): reused
// e-mails, allocations, and levels above one's own.
import type { Catalogue } from '../messages/message.js';

export const PEOPLE_REFUSALS = {
  USER_EMAIL_TAKEN: 'A user with this email already exists',
  NOT_YOURSELF: 'You cannot change your own level or disable yourself',
  LEVEL_ABOVE_OWN: 'You cannot give a user a level above your own',
  GRANT_BEYOND_OWN_SCOPE: 'You can only grant access within your own group, hotel or services',
  ONE_ROLE_PER_SERVICE: 'A user holds one role per service',
  ADMINISTRATOR_NEEDS_GROUP: 'A group or hotel administrator needs a group',
  EMPLOYEE_EMAIL_TAKEN: 'An employee with this email already exists in the hotel',
  EMPLOYEE_USER_LINKED: 'This user is already linked to another employee of the hotel',
} as const satisfies Catalogue;

export type PeopleRefusalReason = keyof typeof PEOPLE_REFUSALS;
