// Reservation configuration (/group-admin/reservation-config; designed, SYSTEM_CONFIG) with the
// standard check-in and check-out times (operations §7 standard-time-config) as its second section:
// both are how a hotel takes bookings. A hotel uses the default times until it saves its own; a
// system administrator may also change the default.

import { Badge, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLD_UNPAID_MINUTES, ROOMS_PER_BOOKING } from '@hotel/domain';
import {
  useSettingsReservationConfigQuery,
  useSettingsSaveReservationConfigMutation,
  useSettingsSaveStandardTimeMutation,
  useSettingsStandardTimeQuery,
  type SettingsReservationConfigFieldsFragment,
  type SettingsStandardTimeFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { FormActions, useEntityForm } from '../../ui/form';
import { HotelSettingsScreen } from './components/ScopedScreen';
import { SettingsCard } from './components/SettingsPage';
import { useSettingsRules } from './use-settings-rules';

export function ReservationConfigScreen() {
  const { t } = useTranslation('settings');
  return (
    <HotelSettingsScreen title={t('reservation.title')} description={t('reservation.description')}>
      {(hotelId) => (
        <>
          <ReservationConfigCard hotelId={hotelId} />
          <StandardTimeCard hotelId={hotelId} />
        </>
      )}
    </HotelSettingsScreen>
  );
}

function ReservationConfigCard({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('settings');
  const query = useSettingsReservationConfigQuery({ variables: { hotelId }, fetchPolicy: 'network-only' });
  const config = query.data?.reservationConfig;
  return (
    <SettingsCard
      title={t('reservation.bookings')}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      ready={!!config}
    >
      {() => <ReservationConfigForm key={hotelId} config={config!} />}
    </SettingsCard>
  );
}

type ReservationValues = Omit<
  SettingsReservationConfigFieldsFragment,
  'hotelId' | '__typename' | 'holdUnpaidMinutes' | 'maxRoomsPerBooking'
> & { holdUnpaidMinutes: number | string; maxRoomsPerBooking: number | string };

function ReservationConfigForm({ config }: { config: SettingsReservationConfigFieldsFragment }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSaveReservationConfigMutation();
  const { form, submit, submitting } = useEntityForm<ReservationValues, { message: string } | undefined>({
    name: 'reservation-config',
    initialValues: {
      onlineBooking: config.onlineBooking,
      advancePaymentRequired: config.advancePaymentRequired,
      sameDayBooking: config.sameDayBooking,
      holdUnpaidMinutes: config.holdUnpaidMinutes,
      maxRoomsPerBooking: config.maxRoomsPerBooking,
    },
    validate: {
      holdUnpaidMinutes: rules.wholeNumber(HOLD_UNPAID_MINUTES),
      maxRoomsPerBooking: rules.wholeNumber(ROOMS_PER_BOOKING),
    },
    onSubmit: async (values) => {
      const input = {
        ...values,
        hotelId: config.hotelId,
        holdUnpaidMinutes: Number(values.holdUnpaidMinutes),
        maxRoomsPerBooking: Number(values.maxRoomsPerBooking),
      };
      return (await save({ variables: { input } })).data?.saveReservationConfig;
    },
    successMessage: (result) => result?.message,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label={t('reservation.onlineBooking')}
          disabled={!canEdit}
          {...form.getInputProps('onlineBooking', { type: 'checkbox' })}
        />
        <Switch
          label={t('reservation.advancePaymentRequired')}
          disabled={!canEdit}
          {...form.getInputProps('advancePaymentRequired', { type: 'checkbox' })}
        />
        <Switch
          label={t('reservation.sameDayBooking')}
          disabled={!canEdit}
          {...form.getInputProps('sameDayBooking', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('reservation.holdUnpaidMinutes')}
            description={t('reservation.holdUnpaidHint')}
            required
            min={HOLD_UNPAID_MINUTES.min}
            max={HOLD_UNPAID_MINUTES.max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            disabled={!canEdit}
            {...form.getInputProps('holdUnpaidMinutes')}
          />
          <NumberInput
            label={t('reservation.maxRooms')}
            required
            min={ROOMS_PER_BOOKING.min}
            max={ROOMS_PER_BOOKING.max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            disabled={!canEdit}
            {...form.getInputProps('maxRoomsPerBooking')}
          />
        </SimpleGrid>
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}

/** The standard times of the hotel, or — for a system administrator — the default of every hotel. */
function StandardTimeCard({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('settings');
  const { viewer } = useSession();
  const [target, setTarget] = useState<'hotel' | 'default'>('hotel');
  const forHotel = viewer?.level === 'ADMIN' && target === 'default' ? 0 : hotelId;
  const query = useSettingsStandardTimeQuery({ variables: { hotelId: forHotel }, fetchPolicy: 'network-only' });
  const times = query.data?.standardTime;
  return (
    <SettingsCard
      title={t('standardTime.title')}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      ready={!!times && times.hotelId === forHotel}
    >
      {() => (
        <Stack gap="md">
          {viewer?.level === 'ADMIN' && (
            <SegmentedControl
              value={target}
              onChange={(value) => setTarget(value === 'default' ? 'default' : 'hotel')}
              data={[
                { value: 'hotel', label: t('standardTime.thisHotel') },
                { value: 'default', label: t('standardTime.default') },
              ]}
            />
          )}
          <StandardTimeForm key={`${forHotel}:${times!.checkInTime}`} times={times!} />
        </Stack>
      )}
    </SettingsCard>
  );
}

function StandardTimeForm({ times }: { times: SettingsStandardTimeFieldsFragment }) {
  const { t } = useTranslation('settings');
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSaveStandardTimeMutation();
  const required = (value: string) => (value ? null : t('standardTime.required'));
  const { form, submit, submitting } = useEntityForm<
    { checkInTime: string; checkOutTime: string },
    { message: string } | undefined
  >({
    name: 'standard-time',
    initialValues: { checkInTime: times.checkInTime, checkOutTime: times.checkOutTime },
    validate: { checkInTime: required, checkOutTime: required },
    onSubmit: async (values) =>
      (await save({ variables: { input: { hotelId: times.hotelId, ...values } } })).data?.saveStandardTime,
    successMessage: (result) => result?.message,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {times.hotelId !== 0 && (
          <Group>
            <Badge variant="light" color={times.isDefault ? 'gray' : 'blue'}>
              {times.isDefault ? t('standardTime.usesDefault') : t('standardTime.own')}
            </Badge>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TimeInput
            label={t('standardTime.checkIn')}
            required
            disabled={!canEdit}
            {...form.getInputProps('checkInTime')}
          />
          <TimeInput
            label={t('standardTime.checkOut')}
            required
            disabled={!canEdit}
            {...form.getInputProps('checkOutTime')}
          />
        </SimpleGrid>
        {canEdit && <FormActions submitting={submitting} submitLabel={t('standardTime.save')} />}
      </Stack>
    </form>
  );
}
