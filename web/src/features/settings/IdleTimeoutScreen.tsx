// Idle timeout (/group-admin/hotel-idle-timeout; core §3 "Idle timeout setting: seconds", §9 default
// 1800 s): the idle logout of every user. The app reads it when it starts; after a save the running
// app reads it again at once, and every other tab or user gets it on their next page load.

import { Alert, NumberInput, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IDLE_TIMEOUT_SECONDS } from '@hotel/domain';
import { useSettingsIdleTimeoutQuery, useSettingsSaveIdleTimeoutMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { FormActions, useEntityForm } from '../../ui/form';
import { SettingsCard, SettingsPage } from './components/SettingsPage';
import { minutesOf } from './format';
import { useSettingsRules } from './use-settings-rules';

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
  const rules = useSettingsRules();
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSaveIdleTimeoutMutation({
    // The layout's idle watcher reads the setting once per start; let it read the new value now.
    refetchQueries: ['IdleTimeout'],
  });
  const { form, submit, submitting } = useEntityForm<{ seconds: number | string }, { message: string } | undefined>({
    initialValues: { seconds },
    validate: { seconds: rules.wholeNumber(IDLE_TIMEOUT_SECONDS, t('rules.idleTooShort')) },
    onSubmit: async (values) => (await save({ variables: { seconds: Number(values.seconds) } })).data?.saveIdleTimeout,
    successMessage: (result) => result?.message,
  });
  const value = Number(form.values.seconds);
  const time = Number.isInteger(value) && value > 0 ? minutesOf(value) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('idle.seconds')}
          description={time ? t('common.minutesSeconds', time) : undefined}
          required
          min={IDLE_TIMEOUT_SECONDS.min}
          max={IDLE_TIMEOUT_SECONDS.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={!canEdit}
          w={260}
          {...form.getInputProps('seconds')}
        />
        <Alert variant="light" icon={<IconInfoCircle />}>
          {t('idle.nextLoad')}
        </Alert>
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}
