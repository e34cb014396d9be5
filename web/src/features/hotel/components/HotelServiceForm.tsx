// Create or change a hotel service (core §3 Hotel service): name, type (HOTEL, RESTAURANT,
// HOUSEKEEPING, INVENTORY), active, card image and card logo. The hotel is the one the list shows.

import { SegmentedControl, Input, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateHotelServiceMutation,
  useUpdateHotelServiceMutation,
  type HotelServiceFieldsFragment,
  type ServiceType,
} from '../../../graphql/hooks.gen';
import { membershipChanged } from '../hotel-cache';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useFieldRules } from '../../../ui/form/use-field-rules';
import { picturesToSend } from '../../../ui/form/pictures';
import { PictureFields } from './PictureFields';

export const SERVICE_TYPES: readonly ServiceType[] = ['HOTEL', 'RESTAURANT', 'HOUSEKEEPING', 'INVENTORY'];
const PICTURES = ['cardImage', 'cardLogo'] as const;

export interface HotelServiceFormProps {
  hotelId: number;
  service: HotelServiceFieldsFragment | null;
  onSaved: (service: HotelServiceFieldsFragment) => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  serviceType: ServiceType | '';
  active: boolean;
  cardImage: string | null;
  cardLogo: string | null;
}

type Saved = { message: string; service: HotelServiceFieldsFragment } | undefined;

export function HotelServiceForm({ hotelId, service, onSaved, onCancel }: HotelServiceFormProps) {
  const { t } = useTranslation('hotel');
  const rules = useFieldRules();
  const [create] = useCreateHotelServiceMutation();
  const [update] = useUpdateHotelServiceMutation();
  const { form, submit, submitting } = useEntityForm<Values, Saved>({
    initialValues: {
      name: service?.name ?? '',
      serviceType: service?.serviceType ?? '',
      active: service?.active ?? true,
      cardImage: service?.cardImage ?? null,
      cardLogo: service?.cardLogo ?? null,
    },
    validate: {
      name: rules.all(rules.required, rules.maxLength(120)),
      serviceType: (value) => (value ? null : t('validation.serviceTypeRequired')),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: service?.hotelId ?? hotelId,
        name: values.name.trim(),
        serviceType: values.serviceType as ServiceType,
        active: values.active,
        ...(await picturesToSend(values, PICTURES)),
      };
      if (service) return (await update({ variables: { id: service.id, input } })).data?.updateHotelService;
      return (await create({ variables: { input }, update: (cache) => membershipChanged(cache, 'service') })).data
        ?.createHotelService;
    },
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) onSaved(result.service);
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('services.name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Input.Wrapper label={t('services.serviceType')} required error={form.errors['serviceType']}>
          <SegmentedControl
            fullWidth
            mt={4}
            aria-label={t('services.serviceType')}
            data={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceType.${type}`) }))}
            value={form.values.serviceType}
            onChange={(value) => form.setFieldValue('serviceType', value as ServiceType)}
          />
        </Input.Wrapper>
        <Switch
          label={t('services.active')}
          description={t('services.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <PictureFields
          form={form}
          editing={service !== null}
          fields={PICTURES.map((name) => ({ name, label: t(`services.${name}`) }))}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
