// The URL shape of the channel area's lists, shared by the route's validateSearch and the screen.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** core-platform §9: channel search sorted by id descending; §7 its filters. */
export const channelsSearch = defineTableSearch({
  filters: ['code', 'name', 'country', 'channelType', 'status'],
  sortFields: ['id', 'name', 'code'],
  defaultSort: { field: 'id', direction: 'DESC' },
});

export const guidesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'commissionPercent', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});
