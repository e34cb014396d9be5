// The URL shape of the folio area's lists (additional billing, events), shared by the route's
// validateSearch and the screen.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** Additional and event charges: newest first; by who is billed, description and date range. */
export const chargesSearch = defineTableSearch({
  filters: ['billedTo', 'description', 'fromDate', 'toDate'],
  sortFields: ['id', 'businessDate', 'description', 'billedTo', 'amount'],
  defaultSort: { field: 'id', direction: 'DESC' },
});
