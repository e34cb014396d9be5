// Idle timeout (/group-admin/hotel-idle-timeout; core §3 "Idle timeout setting: seconds", §9 default
// 1800 s): the idle logout of every user. The app reads it when it starts; after a save the running
// app reads it again at once, and every other tab or user gets it on their next page load.

import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IDLE_TIMEOUT_SECONDS } from '@hotel/domain';
import { useSettingsIdleTimeoutQuery, useSettingsSaveIdleTimeoutMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { SecondsForm } from './components/SecondsForm';
import { SettingsCard, SettingsPage } from './components/SettingsPage';

export function IdleTimeoutScreen() {
  const { t } = useTranslation('settings');
  const query = useSettingsIdleTimeoutQuery({ fetchPolicy: 'network-only' });
  const seconds = query.data?.idleTimeout;
  return (
    <SettingsPage
      title={t('idle.title')}
      description={t('idle.description', { seconds: IDLE_TIMEOUT_SECONDS.default })}
    >
      <SettingsCard
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        ready={seconds !== undefined}
      >
        {() => <IdleTimeoutForm seconds={seconds!} />}
      </SettingsCard>
    </SettingsPage>
  );
}

function IdleTimeoutForm({ seconds }: { seconds: number }) {
  const { t } = useTranslation('settings');
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSaveIdleTimeoutMutation({
    // The layout's idle watcher reads the setting once per start; let it read the new value now.
    refetchQueries: ['IdleTimeout'],
  });
  return (
    <SecondsForm
      seconds={seconds}
      label={t('idle.seconds')}
      limits={IDLE_TIMEOUT_SECONDS}
      tooShort={t('rules.idleTooShort')}
      canEdit={canEdit}
      save={async (value) => (await save({ variables: { seconds: value } })).data?.saveIdleTimeout}
    >
      <Alert variant="light" icon={<IconInfoCircle />}>
        {t('idle.nextLoad')}
      </Alert>
    </SecondsForm>
  );
}
