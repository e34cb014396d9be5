// Loading and error states shared by the restaurant screens.

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={t('states.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('states.errorText')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" aria-busy>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('states.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
