// The channel, room type and stay type (and season) a price or a price check is for: pickers read
// once from the hotel's catalogue, the stay types narrowed to the room type chosen.

import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PriceChoicesQuery } from '../../../graphql/hooks.gen';

export interface KeyValues {
  channelId: string | null;
  roomTypeId: string | null;
  stayTypeId: string | null;
}

export function PriceKeyFields<V extends KeyValues>({
  form,
  choices,
  disabled,
}: {
  form: UseFormReturnType<V>;
  choices: PriceChoicesQuery | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('pricing');
  const roomTypeId = form.values.roomTypeId;
  const stayTypes = (choices?.stayTypes.items ?? []).filter((s) => String(s.roomType.id) === roomTypeId);
  const input = (path: keyof KeyValues) => form.getInputProps(path as never);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('price.channel')}
        required
        searchable
        disabled={disabled}
        data={(choices?.channels.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...input('channelId')}
      />
      <Select
        label={t('price.roomType')}
        required
        searchable
        disabled={disabled}
        data={(choices?.roomTypes.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        {...input('roomTypeId')}
        onChange={(value) => {
          form.setFieldValue('roomTypeId' as never, value as never);
          form.setFieldValue('stayTypeId' as never, null as never);
        }}
      />
      <Select
        label={t('price.stayType')}
        required
        disabled={disabled || !roomTypeId}
        data={stayTypes.map((s) => ({ value: String(s.id), label: `${s.name} (${s.mealPlan})` }))}
        {...input('stayTypeId')}
      />
    </SimpleGrid>
  );
}
