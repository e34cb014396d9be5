import { Link } from '@tanstack/react-router';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function SecuritySettingsSection() {
  const { t } = useTranslation('account');
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2} maw={420}>
            <Text fw={600}>{t('securitySettings.changePassword')}</Text>
            <Text size="sm" c="dimmed">
              {t('securitySettings.changePasswordHint')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/toplevel/change-password" {...props} />}
          >
            {t('securitySettings.changePasswordAction')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2} maw={420}>
            <Text fw={600}>{t('securitySettings.lock')}</Text>
            <Text size="sm" c="dimmed">
              {t('securitySettings.lockHint')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconLock size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/auth/lock" {...props} />}
          >
            {t('securitySettings.lockAction')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
