// Which add, edit and delete buttons the estate screens show (STYLE §7): the permission in force
// (useCan: WRITE adds and edits, MAINTAIN deletes) and what the caller's level may do (the BFF's
// estateRights). While the rights load, no write button shows.

import { useEstateRightsQuery } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';

export interface WriteRights {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export interface EstateRights {
  groups: WriteRights;
  hotels: WriteRights;
  services: WriteRights;
}

const NONE: WriteRights = { add: false, edit: false, delete: false };

function useFeatureRights(feature: 'GROUP' | 'HOTEL' | 'HOTEL_SERVICE', level: WriteRights | undefined): WriteRights {
  const add = useCan(feature, 'ADD');
  const edit = useCan(feature, 'EDIT');
  const remove = useCan(feature, 'DELETE');
  const byLevel = level ?? NONE;
  return { add: add && byLevel.add, edit: edit && byLevel.edit, delete: remove && byLevel.delete };
}

export function useEstateRights(): EstateRights {
  const { data } = useEstateRightsQuery({ fetchPolicy: 'cache-and-network' });
  const rights = data?.estateRights;
  return {
    groups: useFeatureRights('GROUP', rights?.groups),
    hotels: useFeatureRights('HOTEL', rights?.hotels),
    services: useFeatureRights('HOTEL_SERVICE', rights?.services),
  };
}
