// Shown when a people page that works on the chosen hotel is opened without one (a bookmark).

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NoHotelChosen() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <Alert icon={<IconBuildingSkyscraper />} title={t('noHotel.title')} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('noHotel.text')}</Text>
        <Button size="xs" variant="light" onClick={() => void navigate({ href: '/toplevel/products' })}>
          {t('noHotel.choose')}
        </Button>
      </Stack>
    </Alert>
  );
}
