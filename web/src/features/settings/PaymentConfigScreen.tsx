// Payment configuration (/group-admin/hotel-systemconfig, SYSTEM_CONFIG; designed: the spec names the
// page only): how a hotel's booking engine takes payments. Gateway secrets are never entered here.

import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsPaymentConfigQuery,
  useSettingsSavePaymentConfigMutation,
  type PaymentGateway,
  type SettingsPaymentConfigFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { FormActions, PercentInput, useEntityForm } from '../../ui/form';
import { HotelSettingsScreen } from './components/ScopedScreen';
import { SettingsCard } from './components/SettingsPage';

const GATEWAYS: readonly PaymentGateway[] = ['NONE', 'CARD_GATEWAY', 'BANK_TRANSFER'];
const URL_PATTERN = /^https?:\/\/\S+$/i;

export function PaymentConfigScreen() {
  const { t } = useTranslation('settings');
  return (
    <HotelSettingsScreen title={t('payment.title')} description={t('payment.description')}>
      {(hotelId) => <PaymentConfigCard hotelId={hotelId} />}
    </HotelSettingsScreen>
  );
}

function PaymentConfigCard({ hotelId }: { hotelId: number }) {
  const query = useSettingsPaymentConfigQuery({ variables: { hotelId }, fetchPolicy: 'network-only' });
  const config = query.data?.paymentConfig;
  return (
    <SettingsCard loading={query.loading} error={query.error} onRetry={() => void query.refetch()} ready={!!config}>
      {() => <PaymentConfigForm key={hotelId} config={config!} />}
    </SettingsCard>
  );
}

type Values = Omit<SettingsPaymentConfigFieldsFragment, 'hotelId' | '__typename' | 'advancePaymentPercentage'> & {
  advancePaymentPercentage: number | string;
};

function PaymentConfigForm({ config }: { config: SettingsPaymentConfigFieldsFragment }) {
  const { t } = useTranslation('settings');
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSavePaymentConfigMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      paymentGateway: config.paymentGateway,
      merchantId: config.merchantId,
      merchantName: config.merchantName,
      returnUrl: config.returnUrl,
      cardPayment: config.cardPayment,
      cashPayment: config.cashPayment,
      bankTransfer: config.bankTransfer,
      advancePaymentPercentage: config.advancePaymentPercentage,
    },
    validate: {
      returnUrl: (value) => (value.trim() === '' || URL_PATTERN.test(value.trim()) ? null : t('refusal:INVALID_URL')),
      advancePaymentPercentage: (value) =>
        value === '' || (Number(value) >= 0 && Number(value) <= 100) ? null : t('refusal:PERCENTAGE_ABOVE_100'),
    },
    onSubmit: async (values) => {
      const input = {
        ...values,
        hotelId: config.hotelId,
        merchantId: values.merchantId.trim(),
        merchantName: values.merchantName.trim(),
        returnUrl: values.returnUrl.trim(),
        advancePaymentPercentage: Number(values.advancePaymentPercentage || 0),
      };
      return (await save({ variables: { input } })).data?.savePaymentConfig;
    },
    successMessage: (result) => result?.message,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('payment.gateway')}
          data={GATEWAYS.map((value) => ({ value, label: t(`payment.gateways.${value}`) }))}
          allowDeselect={false}
          disabled={!canEdit}
          {...form.getInputProps('paymentGateway')}
        />
        <TextInput
          label={t('payment.merchantId')}
          maxLength={120}
          disabled={!canEdit}
          {...form.getInputProps('merchantId')}
        />
        <TextInput
          label={t('payment.merchantName')}
          maxLength={120}
          disabled={!canEdit}
          {...form.getInputProps('merchantName')}
        />
        <TextInput
          label={t('payment.returnUrl')}
          placeholder="https://"
          maxLength={500}
          disabled={!canEdit}
          {...form.getInputProps('returnUrl')}
        />
        <Switch
          label={t('payment.card')}
          disabled={!canEdit}
          {...form.getInputProps('cardPayment', { type: 'checkbox' })}
        />
        <Switch
          label={t('payment.cash')}
          disabled={!canEdit}
          {...form.getInputProps('cashPayment', { type: 'checkbox' })}
        />
        <Switch
          label={t('payment.bankTransfer')}
          disabled={!canEdit}
          {...form.getInputProps('bankTransfer', { type: 'checkbox' })}
        />
        <PercentInput
          label={t('payment.advance')}
          description={t('payment.advanceHint')}
          disabled={!canEdit}
          w={320}
          {...form.getInputProps('advancePaymentPercentage')}
        />
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}
