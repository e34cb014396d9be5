// The hotel picker of a people list (core §6), in the list's toolbar; nothing when the hotel is fixed.

import { useTranslation } from 'react-i18next';
import { HotelScopeSelect } from '../../../ui/form';
import type { PeopleScope } from '../use-people-scope';

export function ScopePicker({ picker }: { picker: PeopleScope['picker'] }) {
  const { t } = useTranslation('people');
  if (!picker) return null;
  return (
    <HotelScopeSelect
      aria-label={t('scope.label')}
      label={null}
      placeholder={picker.allowGroup ? t('scope.placeholderGroup') : t('scope.placeholder')}
      groupIds={picker.groupIds}
      hotelIds={picker.hotelIds}
      hotels={picker.hotels}
      groups={picker.groups}
      allowGroup={picker.allowGroup}
      value={picker.value}
      onChange={(value) => picker.onChange(value)}
      w={240}
    />
  );
}
