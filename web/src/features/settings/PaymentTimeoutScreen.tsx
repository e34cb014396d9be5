// Payment timeout (/group-admin/hotel-paymentTimeout, PAYMENT_TIMEOUT; designed): how long a hotel's
// booking engine waits on its payment page (core §9: 960 seconds by default).

import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TIMEOUT_SECONDS } from '@hotel/domain';
import { useSettingsPaymentTimeoutQuery, useSettingsSavePaymentTimeoutMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { FormActions, useEntityForm } from '../../ui/form';
import { ScopeSelect } from './components/ScopeSelect';
import { ScopeState } from './components/ScopeState';
import { SettingsCard, SettingsPage } from './components/SettingsPage';
import { minutesOf } from './format';
import { useSettingsRules } from './use-settings-rules';
import { useSettingsScope } from './use-settings-scope';

export function PaymentTimeoutScreen() {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope(false);
  return (
    <ScopeState scope={scope} title={t('paymentTimeout.title')}>
      {() => (
        <SettingsPage
          title={t('paymentTimeout.title')}
          description={t('paymentTimeout.description', { seconds: PAYMENT_TIMEOUT_SECONDS.default })}
          picker={<ScopeSelect scope={scope} />}
        >
          <PaymentTimeoutCard hotelId={scope.hotelId!} />
        </SettingsPage>
      )}
    </ScopeState>
  );
}

function PaymentTimeoutCard({ hotelId }: { hotelId: number }) {
  const query = useSettingsPaymentTimeoutQuery({ variables: { hotelId }, fetchPolicy: 'network-only' });
  const seconds = query.data?.paymentTimeout.seconds;
  return (
    <SettingsCard
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      ready={seconds !== undefined}
    >
      {() => <PaymentTimeoutForm key={hotelId} hotelId={hotelId} seconds={seconds!} />}
    </SettingsCard>
  );
}

function PaymentTimeoutForm({ hotelId, seconds }: { hotelId: number; seconds: number }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const canEdit = useCan('PAYMENT_TIMEOUT', 'EDIT');
  const [save] = useSettingsSavePaymentTimeoutMutation();
  const { form, submit, submitting } = useEntityForm<{ seconds: number | string }, { message: string } | undefined>({
    initialValues: { seconds },
    validate: { seconds: rules.wholeNumber(PAYMENT_TIMEOUT_SECONDS, t('rules.paymentTimeoutTooShort')) },
    onSubmit: async (values) =>
      (await save({ variables: { input: { hotelId, seconds: Number(values.seconds) } } })).data?.savePaymentTimeout,
    successMessage: (result) => result?.message,
  });
  const value = Number(form.values.seconds);
  const time = Number.isInteger(value) && value > 0 ? minutesOf(value) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('paymentTimeout.seconds')}
          description={time ? t('common.minutesSeconds', time) : undefined}
          required
          min={PAYMENT_TIMEOUT_SECONDS.min}
          max={PAYMENT_TIMEOUT_SECONDS.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={!canEdit}
          w={260}
          {...form.getInputProps('seconds')}
        />
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}
