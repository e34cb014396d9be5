// The URL shape of each people list (page, size, sort and filters survive a reload and Back),
// shared by the routes' validateSearch and the screens. No React.

import { defineTableSearch } from '../../ui/data-table/search-params';
import { withScopeSearch } from './people-scope';

/** Sort fields the employee list takes (admin.entities.EMPLOYEE_SORT_FIELDS). */
export const employeesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['id', 'firstName', 'lastName', 'email', 'designation', 'active'],
  defaultSort: { field: 'firstName', direction: 'ASC' },
});

/** Users come by id from the server (it sorts by nothing else). */
export const usersSearch = defineTableSearch({
  filters: ['name', 'serviceId', 'serviceRoleId'],
});

export const administratorsSearch = defineTableSearch({ filters: ['name'] });

export const employeesRouteSearch = withScopeSearch(employeesSearch.validate);
export const usersRouteSearch = withScopeSearch(usersSearch.validate);
export const administratorsRouteSearch = withScopeSearch(administratorsSearch.validate);
