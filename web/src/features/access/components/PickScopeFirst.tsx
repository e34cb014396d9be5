// Shown in place of a page's content until the scope it needs (a group, hotel, service, role or
// user) is picked above, or when a service page is opened without its service chosen.

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function PickScopeFirst({ text }: { text: string }) {
  return (
    <Alert icon={<IconInfoCircle />} variant="light" maw={640}>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

/** A service page (/restaurant-admin, /housekeeping, …) without a service of its type chosen. */
export function NoServiceChosen() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  return (
    <Alert icon={<IconInfoCircle />} title={t('scope.noService.title')} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('scope.noService.text')}</Text>
        <Button size="xs" variant="light" onClick={() => void navigate({ href: '/toplevel/services' })}>
          {t('scope.noService.choose')}
        </Button>
      </Stack>
    </Alert>
  );
}
