// Shown when the admin pages are opened without a restaurant chosen (a bookmark, another service).

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NoRestaurantChosen() {
  const { t } = useTranslation('restaurant-admin');
  const navigate = useNavigate();
  return (
    <Alert icon={<IconToolsKitchen2 />} title={t('noRestaurant.title')} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('noRestaurant.text')}</Text>
        <Button size="xs" variant="light" onClick={() => void navigate({ href: '/toplevel/services' })}>
          {t('noRestaurant.choose')}
        </Button>
      </Stack>
    </Alert>
  );
}
