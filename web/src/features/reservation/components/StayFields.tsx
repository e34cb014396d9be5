// The fields a booking and an inquiry share: the guest's name, e-mail and phone, and the stay's dates,
// residency and channel. Each form keeps its own values and rules; these lay the shared ones out the
// same way, with the front desk's labels.

import type { ReactNode } from 'react';
import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface GuestValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
}

export interface StayValues {
  checkInDate: string | null;
  checkOutDate: string | null;
  channelId: string | null;
  resident: 'resident' | 'nonResident';
}

/** The select options of named records. */
export const optionsOf = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

export function GuestFields<V extends GuestValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('reservation');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label={t('fields.guestName')} required maxLength={120} {...form.getInputProps('guestName')} />
      <TextInput label={t('fields.guestEmail')} type="email" maxLength={120} {...form.getInputProps('guestEmail')} />
      <TextInput label={t('fields.guestPhone')} maxLength={20} {...form.getInputProps('guestPhone')} />
    </SimpleGrid>
  );
}

export function StayFields<V extends StayValues>(props: {
  form: UseFormReturnType<V>;
  channels: readonly { id: number; name: string }[] | undefined;
  disabled?: boolean;
  /** The first arrival date offered: the hotel's business date (useBusinessDate); none for a stay begun. */
  minCheckIn?: string | null;
  /** Fields of the form's own after the channel (the reservation type). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('reservation');
  const { form } = props;
  const checkIn = form.getValues().checkInDate;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <DateInput
        label={t('fields.checkIn')}
        required
        valueFormat="YYYY-MM-DD"
        minDate={props.minCheckIn ?? undefined}
        {...form.getInputProps('checkInDate')}
      />
      <DateInput
        label={t('fields.checkOut')}
        required
        valueFormat="YYYY-MM-DD"
        minDate={checkIn ?? props.minCheckIn ?? undefined}
        {...form.getInputProps('checkOutDate')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('fields.residency')}
        </Text>
        <SegmentedControl
          disabled={props.disabled}
          data={[
            { value: 'resident', label: t('fields.resident') },
            { value: 'nonResident', label: t('fields.nonResident') },
          ]}
          {...form.getInputProps('resident')}
        />
      </Stack>
      <Select
        label={t('fields.channel')}
        required
        searchable
        data={optionsOf(props.channels)}
        {...form.getInputProps('channelId')}
      />
      {props.children}
    </SimpleGrid>
  );
}
