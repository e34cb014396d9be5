// The settings lists: each one's URL shape, query and variables, used by its route's loader (which
// starts the query with the navigation) and by its screen (useList). The hotel (or group) is the
// settings scope in the URL's ?scope= (use-settings-scope.ts).

import {
  SettingsCcMailsDocument,
  type SettingsCcMailsQuery,
  type SettingsCcMailsQueryVariables,
  SettingsTermsDocument,
  type SettingsTermsQuery,
  type SettingsTermsQueryVariables,
} from '../../graphql/hooks.gen';
import { defineList, listQuery } from '../../ui/data-table/list-definition';
import { ccMailsSearch, termsSearch } from './table-searches';
import { settingsHotelScope } from './use-settings-scope';

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
