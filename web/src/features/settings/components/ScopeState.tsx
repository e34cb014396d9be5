// What a settings screen shows while its hotel scope is not settled: loading, the error, or that
// there is no hotel to work on (core §8: the empty hotel list).

import type { ReactNode } from 'react';
import { Alert, Center, EmptyState, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../graphql/errors';
import type { SettingsScope } from '../use-settings-scope';

/** Renders `children` once the scope names a hotel (or a group); else the title over its loading, error or empty state. */
export function ScopeState(props: { scope: SettingsScope; title: string; children: () => ReactNode }) {
  const { scope, title, children } = props;
  if (scope.key !== null && !scope.error) return <>{children()}</>;
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      <Unsettled scope={scope} />
    </Stack>
  );
}

function Unsettled({ scope }: { scope: SettingsScope }) {
  const { t } = useTranslation('settings');
  if (scope.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={t('errors.loadFailed')}>
        {errorMessage(scope.error, t('errors.loadFailed'))}
      </Alert>
    );
  }
  if (scope.loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <EmptyState
      icon={<IconBuildingCommunity size={28} />}
      title={t('scope.noHotelTitle')}
      description={t('scope.noHotelText')}
    />
  );
}
