// Shown in place of a hotel's page until a hotel is chosen: the picker of the user's hotels (a
// loader while they load).

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelScopeSelect, type HotelScope } from '../../../ui/form';
import { PickFirst } from '../../../ui/PickFirst';
import type { AdminScope } from '../use-admin-scope';

export function ChooseHotel({
  scope,
  onChoose,
}: {
  scope: AdminScope;
  onChoose: (key: string | null, chosen: HotelScope | null) => void;
}) {
  const { t } = useTranslation('audit');
  if (scope.loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <PickFirst title={t('common.chooseHotel')} text={t('common.chooseHotelText')}>
      <HotelScopeSelect {...scope.input} allowGroup={false} value={null} onChange={onChoose} />
    </PickFirst>
  );
}
