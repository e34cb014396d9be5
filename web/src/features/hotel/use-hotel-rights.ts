// Which add, edit and delete buttons the hotel administration shows (STYLE §7): the permission in force
// (useCan: WRITE adds and edits, MAINTAIN deletes) and what the caller's level may do (the BFF's
// hotelRights). While the rights load, no write button shows.

import { useHotelRightsQuery } from '../../graphql/hooks.gen';
import { useCrudRights, type CrudRights } from '../../ui/data-table/crud-actions';

interface WriteRights {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export interface HotelRights {
  groups: CrudRights;
  hotels: CrudRights;
  services: CrudRights;
}

const NONE: WriteRights = { add: false, edit: false, delete: false };

function useFeatureRights(feature: 'GROUP' | 'HOTEL' | 'HOTEL_SERVICE', level: WriteRights | undefined): CrudRights {
  const { canAdd, canEdit, canDelete } = useCrudRights(feature);
  const byLevel = level ?? NONE;
  return { canAdd: canAdd && byLevel.add, canEdit: canEdit && byLevel.edit, canDelete: canDelete && byLevel.delete };
}

export function useHotelRights(): HotelRights {
  const { data } = useHotelRightsQuery({ fetchPolicy: 'cache-and-network' });
  const rights = data?.hotelRights;
  return {
    groups: useFeatureRights('GROUP', rights?.groups),
    hotels: useFeatureRights('HOTEL', rights?.hotels),
    services: useFeatureRights('HOTEL_SERVICE', rights?.services),
  };
}
