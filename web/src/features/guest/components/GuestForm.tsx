// A guest's profile (core-platform §3): name, identity number, nationality, contact, address, city,
// the guest type and the passport image (PNG, JPEG or WebP, at most 2 MB: the server refuses anything
// else under the field). Editing reads the whole profile first, with the image and the guest's stays.

import { Alert, Button, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalEmail, optionalPhoneNumber } from '@hotel/domain';
import {
  useCreateGuestMutation,
  useGuestQuery,
  useUpdateGuestMutation,
  type GuestQuery,
  type GuestRowFieldsFragment,
} from '../../../graphql/hooks.gen';
import { GuestType } from '../../../graphql/schema-enums.gen';
import { errorMessage } from '../../../graphql/errors';
import { FormActions, ImageInput, pictureToSend, useEntityForm } from '../../../ui/form';
import { GuestStays } from './GuestStays';

export interface GuestFormProps {
  hotelId: number;
  row: GuestRowFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function GuestForm(props: GuestFormProps) {
  const { t } = useTranslation('guest');
  const { row } = props;
  const full = useGuestQuery({
    variables: { hotelId: props.hotelId, id: row?.id ?? 0 },
    skip: !row,
    fetchPolicy: 'network-only',
  });
  if (!row) return <GuestFields {...props} guest={null} />;
  if (full.loading) return <Loader size="sm" aria-label={t('profile.loading')} />;
  if (full.error || !full.data) {
    return (
      <Alert color="red" title={t('profile.failed')}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(full.error, t('profile.failed'))}
          <Button size="xs" variant="light" onClick={() => void full.refetch()}>
            {t('profile.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <GuestFields {...props} guest={full.data.guest} />
      <GuestStays stays={full.data.guest.stays} />
    </Stack>
  );
}

function GuestFields(props: GuestFormProps & { guest: GuestQuery['guest'] | null }) {
  const { t } = useTranslation('guest');
  const { guest } = props;
  const [create] = useCreateGuestMutation();
  const [update] = useUpdateGuestMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      firstName: guest?.firstName ?? '',
      lastName: guest?.lastName ?? '',
      idNumber: guest?.idNumber ?? '',
      nationality: guest?.nationality ?? '',
      email: guest?.email ?? '',
      phoneNumber: guest?.phoneNumber ?? '',
      address: guest?.address ?? '',
      city: guest?.city ?? '',
      guestType: (guest?.guestType ?? GuestType.INDIVIDUAL) as GuestType,
      passportImage: (guest?.passportImage ?? null) as string | null,
    },
    validate: {
      firstName: (value) => (value.trim() ? null : t('refusal:FIRST_NAME_REQUIRED')),
      email: (value) => (optionalEmail(value.trim()) ? t('refusal:INVALID_EMAIL') : null),
      phoneNumber: (value) => (optionalPhoneNumber(value.trim()) ? t('refusal:INVALID_PHONE_NUMBER') : null),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        idNumber: values.idNumber.trim(),
        nationality: values.nationality.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        address: values.address.trim(),
        city: values.city.trim(),
        guestType: values.guestType,
        passportImage: await pictureToSend(values.passportImage),
        removePassportImage: Boolean(guest?.passportImage) && !values.passportImage,
      };
      if (guest) return (await update({ variables: { id: guest.id, input } })).data?.updateGuest;
      return (await create({ variables: { input } })).data?.createGuest;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={guest ? t('guests.edit') : t('guests.create')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            required
            maxLength={60}
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label={t('fields.lastName')} maxLength={60} {...form.getInputProps('lastName')} />
          <TextInput label={t('fields.idNumber')} maxLength={40} {...form.getInputProps('idNumber')} />
          <TextInput label={t('fields.nationality')} maxLength={60} {...form.getInputProps('nationality')} />
          <TextInput label={t('fields.email')} type="email" maxLength={120} {...form.getInputProps('email')} />
          <TextInput
            label={t('fields.phoneNumber')}
            inputMode="tel"
            maxLength={30}
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput label={t('fields.address')} maxLength={200} {...form.getInputProps('address')} />
          <TextInput label={t('fields.city')} maxLength={60} {...form.getInputProps('city')} />
          <Select
            label={t('fields.guestType')}
            allowDeselect={false}
            data={Object.values(GuestType).map((value) => ({ value, label: t(`guestType.${value}`) }))}
            {...form.getInputProps('guestType')}
          />
        </SimpleGrid>
        <ImageInput
          label={t('fields.passportImage')}
          description={t('profile.passportHint')}
          {...form.getInputProps('passportImage')}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
