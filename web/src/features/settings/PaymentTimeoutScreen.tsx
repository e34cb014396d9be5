// Payment timeout (/group-admin/hotel-paymentTimeout, PAYMENT_TIMEOUT; designed): how long a hotel's
// booking engine waits on its payment page (core §9: 960 seconds by default).

import { useTranslation } from 'react-i18next';
import { PAYMENT_TIMEOUT_SECONDS } from '@hotel/domain';
import { useSettingsPaymentTimeoutQuery, useSettingsSavePaymentTimeoutMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { SecondsForm } from './components/SecondsForm';
import { HotelSettingsScreen } from './components/ScopedScreen';
import { SettingsCard } from './components/SettingsPage';

export function PaymentTimeoutScreen() {
  const { t } = useTranslation('settings');
  return (
    <HotelSettingsScreen
      title={t('paymentTimeout.title')}
      description={t('paymentTimeout.description', { seconds: PAYMENT_TIMEOUT_SECONDS.default })}
    >
      {(hotelId) => <PaymentTimeoutCard hotelId={hotelId} />}
    </HotelSettingsScreen>
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
  const canEdit = useCan('PAYMENT_TIMEOUT', 'EDIT');
  const [save] = useSettingsSavePaymentTimeoutMutation();
  return (
    <SecondsForm
      seconds={seconds}
      label={t('paymentTimeout.seconds')}
      limits={PAYMENT_TIMEOUT_SECONDS}
      tooShort={t('refusal:PAYMENT_TIMEOUT_TOO_SHORT')}
      canEdit={canEdit}
      save={async (value) =>
        (await save({ variables: { input: { hotelId, seconds: value } } })).data?.savePaymentTimeout
      }
    />
  );
}
