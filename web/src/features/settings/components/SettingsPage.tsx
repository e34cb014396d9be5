// The frame of a one-record settings page: title, description, the hotel picker where the user may
// work on several hotels (core §6), and the form of the chosen hotel once its values are loaded.

import type { ReactNode } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../graphql/errors';
import { PageHeading } from '../../../ui/PageHeading';

export interface SettingsPageProps {
  title: string;
  description: string;
  /** The hotel picker (ScopeSelect), or nothing for a system-wide setting. */
  picker?: ReactNode;
  children: ReactNode;
}

export function SettingsPage({ title, description, picker, children }: SettingsPageProps) {
  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={title} description={description} />
        {picker}
      </Group>
      {children}
    </Stack>
  );
}

export interface SettingsCardProps {
  title?: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Rendered once the values are there. */
  children: () => ReactNode;
  ready: boolean;
}

/** A form's card with its loading and error states. */
export function SettingsCard({ title, loading, error, onRetry, ready, children }: SettingsCardProps) {
  const { t } = useTranslation('settings');
  let body: ReactNode;
  if (error && !ready) {
    body = (
      <Alert color="red" icon={<IconAlertCircle />} title={t('errors.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error, t('errors.loadFailed'))}</Text>
          <Button variant="light" size="xs" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (loading && !ready) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else {
    body = children();
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {title && <Title order={4}>{title}</Title>}
        {body}
      </Stack>
    </Card>
  );
}
