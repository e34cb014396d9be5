// Every resolver of the administration module for employees, users, user allocation and administrators, registered in schema.ts with one line.
import { AdministratorResolver } from './administrator.resolver.js';
import { StaffChoiceResolver } from './choice.resolver.js';
import { EmployeeResolver } from './employee.resolver.js';
import { UserAccountResolver } from './user.resolver.js';

export const PEOPLE_RESOLVERS = [
  EmployeeResolver,
  UserAccountResolver,
  AdministratorResolver,
  StaffChoiceResolver,
] as const;
