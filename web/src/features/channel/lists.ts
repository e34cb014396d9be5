// The channel area's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList).

import {
  ChannelsDocument,
  GuidesDocument,
  type ChannelsQuery,
  type ChannelsQueryVariables,
  type GuidesQuery,
  type GuidesQueryVariables,
} from '../../graphql/hooks.gen';
import { ChannelStatus, ChannelType, GuideKind } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { channelsSearch, guidesSearch } from './searches';

/** The front office's hotel: the chosen HOTEL service's (room/front-office.tsx). */
const frontOffice = chosenScope('HOTEL');

/** A filter's value when it is one of the enum's, else no filter (a URL may carry anything). */
const oneOf = <T extends string>(values: Record<string, T>, value: string | undefined): T | null =>
  (Object.values(values) as string[]).includes(value ?? '') ? (value as T) : null;

export const channelsList = defineList({
  search: channelsSearch,
  query: listQuery<ChannelsQuery, ChannelsQueryVariables>(ChannelsDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    code: filters['code'] ?? null,
    name: filters['name'] ?? null,
    country: filters['country'] ?? null,
    channelType: oneOf(ChannelType, filters['channelType']),
    status: oneOf(ChannelStatus, filters['status']),
  }),
  rows: (data) => data.channels,
});

const guides = (kind: GuideKind) =>
  defineList({
    search: guidesSearch,
    query: listQuery<GuidesQuery, GuidesQueryVariables>(GuidesDocument),
    scope: frontOffice,
    variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, kind, ...page, name: filters['name'] ?? null }),
    rows: (data) => data.guides,
  });

/** Guides and drivers: one query, told which. */
export const guidesLists = { [GuideKind.GUIDE]: guides(GuideKind.GUIDE), [GuideKind.DRIVER]: guides(GuideKind.DRIVER) };
