import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../errors/ErrorPage';

export function NoHotelChosen({ onChooseHotel }: { onChooseHotel: () => void }) {
  const { t } = useTranslation('notification');
  return (
    <ErrorPage
      code="!"
      title={t('noHotel.title')}
      description={t('noHotel.text')}
      actions={<Button onClick={onChooseHotel}>{t('noHotel.action')}</Button>}
    />
  );
}
