// The settings lists: each one's URL shape, query and variables, used by its route's loader (which
// starts the query with the navigation) and by its screen (useList). The hotel (or group) is the
// settings scope in the URL's ?scope= (use-settings-scope.ts).

import {
  SettingsCcMailsDocument,
  type SettingsCcMailsQuery,
  type SettingsCcMailsQueryVariables,
  SettingsMinimumNightsDocument,
  type SettingsMinimumNightsQuery,
  type SettingsMinimumNightsQueryVariables,
  SettingsUserDiscountsDocument,
  type SettingsUserDiscountsQuery,
  type SettingsUserDiscountsQueryVariables,
  SettingsPromotionsDocument,
  type SettingsPromotionsQuery,
  type SettingsPromotionsQueryVariables,
  SettingsRoomBlocksDocument,
  type SettingsRoomBlocksQuery,
  type SettingsRoomBlocksQueryVariables,
  SettingsTermsDocument,
  type SettingsTermsQuery,
  type SettingsTermsQueryVariables,
} from '../../graphql/hooks.gen';
import { defineList, listQuery } from '../../ui/data-table/list-definition';
import {
  ccMailsSearch,
  minimumNightsSearch,
  promotionsSearch,
  roomBlocksSearch,
  termsSearch,
  userDiscountsSearch,
} from './table-searches';
import { settingsHotelOrGroupScope, settingsHotelScope } from './use-settings-scope';

export const ccMailsList = defineList({
  search: ccMailsSearch,
  query: listQuery<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>(SettingsCcMailsDocument),
  scope: settingsHotelScope,
  variables: ({ page, scope }) => ({ hotelId: scope.hotelId, ...page }),
  rows: (data) => data.ccMails,
});

export const termsList = defineList({
  search: termsSearch,
  query: listQuery<SettingsTermsQuery, SettingsTermsQueryVariables>(SettingsTermsDocument),
  scope: settingsHotelScope,
  variables: ({ page, scope }) => ({ hotelId: scope.hotelId, ...page }),
  rows: (data) => data.termsAndConditions,
});

/** Newest first unless sorted; the search runs over code and name. */
export const promotionsList = defineList({
  search: promotionsSearch,
  query: listQuery<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>(SettingsPromotionsDocument),
  scope: settingsHotelScope,
  variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, search: filters['code'] ?? null }),
  rows: (data) => data.promotions,
});

export const roomBlocksList = defineList({
  search: roomBlocksSearch,
  query: listQuery<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>(SettingsRoomBlocksDocument),
  scope: settingsHotelScope,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    roomNumber: filters['roomNumber'] ?? null,
    from: filters['from'] ?? null,
    to: filters['to'] ?? null,
  }),
  rows: (data) => data.roomBlocks,
});

/** The group administration pages start on the whole group, the others on a hotel. */
export type ScopePreference = 'group' | 'hotel';

const userDiscountsOf = (prefer: ScopePreference) =>
  defineList({
    search: userDiscountsSearch,
    query: listQuery<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>(SettingsUserDiscountsDocument),
    scope: settingsHotelOrGroupScope(prefer),
    variables: ({ page, filters, scope }) => ({ ...scope, ...page, search: filters['name'] ?? null }),
    rows: (data) => data.userDiscounts,
  });
export const userDiscountsLists = { group: userDiscountsOf('group'), hotel: userDiscountsOf('hotel') };

const minimumNightsOf = (prefer: ScopePreference) =>
  defineList({
    search: minimumNightsSearch,
    query: listQuery<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>(SettingsMinimumNightsDocument),
    scope: settingsHotelOrGroupScope(prefer),
    variables: ({ page, filters, scope }) => ({
      ...scope,
      ...page,
      web: filters['channel'] === 'WEB' ? true : null,
      direct: filters['channel'] === 'DIRECT' ? true : null,
    }),
    rows: (data) => data.minimumNights,
  });
export const minimumNightsLists = { group: minimumNightsOf('group'), hotel: minimumNightsOf('hotel') };
