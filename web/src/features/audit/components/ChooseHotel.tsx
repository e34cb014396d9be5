// Shown in place of a hotel's page until a hotel is chosen: the picker of the user's hotels (a
// loader while they load).

import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelScopeSelect, type HotelScope } from '../../../ui/form';
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
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Stack gap="sm">
        <Text fw={600}>{t('common.chooseHotel')}</Text>
        <Text size="sm" c="dimmed">
          {t('common.chooseHotelText')}
        </Text>
        <HotelScopeSelect {...scope.input} allowGroup={false} value={null} onChange={onChoose} />
      </Stack>
    </Card>
  );
}
