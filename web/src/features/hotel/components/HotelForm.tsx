// Create or change a hotel with every field of core §3: group, title, name, type, prefix; address,
// contact number, email, more numbers, web address; VAT and company details, Beds property id; and
// the six pictures the hotel call takes as multipart parts.

import { Divider, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateHotelMutation,
  useUpdateHotelMutation,
  type HotelFieldsFragment,
  type HotelType,
} from '../../../graphql/hooks.gen';
import { membershipChanged } from '../hotel-cache';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useFieldRules } from '../../../ui/form/use-field-rules';
import { picturesToSend } from '../../../ui/form/pictures';
import { ContactNumbersInput, contactNumbersProblem } from './ContactNumbersInput';
import { PictureFields } from './PictureFields';

export const HOTEL_TYPES: readonly HotelType[] = ['HOTEL', 'RESORT', 'VILLA', 'BOUTIQUE'];
const PICTURES = ['cardImage', 'cardLogo', 'sideBarImage', 'titleImage', 'headerLogo', 'sideBarLogo'] as const;
const PREFIX = /^[A-Z0-9]{2,6}$/;

export interface HotelFormProps {
  hotel: HotelFieldsFragment | null;
  /** The groups the hotel may belong to. */
  groups: readonly { id: number; name: string }[];
  /** The group a new hotel starts in. */
  defaultGroupId: number | null;
  onSaved: (hotel: HotelFieldsFragment) => void;
  onCancel: () => void;
}

interface Values {
  groupId: string | null;
  title: string;
  name: string;
  type: HotelType;
  prefix: string;
  address: string;
  contactNumber: string;
  email: string;
  contactNumbersList: string[];
  webAddress: string;
  bedsPropertyId: string;
  vatApplicable: boolean;
  companyRegistrationNumber: string;
  companyRegistrationAddress: string;
  vatNumber: string;
  cardImage: string | null;
  cardLogo: string | null;
  sideBarImage: string | null;
  titleImage: string | null;
  headerLogo: string | null;
  sideBarLogo: string | null;
}

type Saved = { message: string; hotel: HotelFieldsFragment } | undefined;

export function HotelForm({ hotel, groups, defaultGroupId, onSaved, onCancel }: HotelFormProps) {
  const { t } = useTranslation('hotel');
  const rules = useFieldRules();
  const [create] = useCreateHotelMutation();
  const [update] = useUpdateHotelMutation();
  const groupId = hotel?.groupId ?? defaultGroupId ?? (groups.length === 1 ? groups[0]!.id : null);
  const { form, submit, submitting } = useEntityForm<Values, Saved>({
    initialValues: {
      groupId: groupId ? String(groupId) : null,
      title: hotel?.title ?? '',
      name: hotel?.name ?? '',
      type: hotel?.type ?? 'HOTEL',
      prefix: hotel?.prefix ?? '',
      address: hotel?.address ?? '',
      contactNumber: hotel?.contactNumber ?? '',
      email: hotel?.email ?? '',
      contactNumbersList: hotel?.contactNumbersList ?? [],
      webAddress: hotel?.webAddress ?? '',
      bedsPropertyId: hotel?.bedsPropertyId ?? '',
      vatApplicable: hotel?.vatApplicable ?? false,
      companyRegistrationNumber: hotel?.companyRegistrationNumber ?? '',
      companyRegistrationAddress: hotel?.companyRegistrationAddress ?? '',
      vatNumber: hotel?.vatNumber ?? '',
      cardImage: hotel?.cardImage ?? null,
      cardLogo: hotel?.cardLogo ?? null,
      sideBarImage: hotel?.sideBarImage ?? null,
      titleImage: hotel?.titleImage ?? null,
      headerLogo: hotel?.headerLogo ?? null,
      sideBarLogo: hotel?.sideBarLogo ?? null,
    },
    validate: {
      groupId: (value) => (value ? null : t('validation.groupRequired')),
      title: rules.all(rules.required, rules.maxLength(120)),
      name: rules.all(rules.required, rules.maxLength(120)),
      prefix: (value) => (value.trim() === '' || PREFIX.test(value.trim()) ? null : t('validation.prefix')),
      address: rules.maxLength(300),
      contactNumber: rules.all(rules.maxLength(30), rules.phone),
      email: rules.optionalEmail,
      contactNumbersList: (value) => contactNumbersProblem(value, t),
      webAddress: rules.all(rules.maxLength(200), rules.webAddress),
      bedsPropertyId: rules.maxLength(60),
      companyRegistrationNumber: rules.maxLength(60),
      companyRegistrationAddress: rules.maxLength(300),
      vatNumber: rules.maxLength(60),
    },
    fieldMap: (field) => (field.startsWith('contactNumbersList') ? 'contactNumbersList' : field),
    onSubmit: async (values) => {
      const input = {
        groupId: Number(values.groupId),
        title: values.title.trim(),
        name: values.name.trim(),
        type: values.type,
        prefix: values.prefix.trim() || null,
        address: values.address.trim(),
        contactNumber: values.contactNumber.trim(),
        email: values.email.trim(),
        contactNumbersList: values.contactNumbersList,
        webAddress: values.webAddress.trim(),
        bedsPropertyId: values.bedsPropertyId.trim() || null,
        vatApplicable: values.vatApplicable,
        companyRegistrationNumber: values.companyRegistrationNumber.trim(),
        companyRegistrationAddress: values.companyRegistrationAddress.trim(),
        vatNumber: values.vatNumber.trim(),
        ...(await picturesToSend(values, PICTURES)),
      };
      if (hotel) return (await update({ variables: { id: hotel.id, input } })).data?.updateHotel;
      return (await create({ variables: { input }, update: (cache) => membershipChanged(cache, 'hotel') })).data
        ?.createHotel;
    },
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) onSaved(result.hotel);
    },
  });
  const prefixProps = form.getInputProps('prefix');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Divider label={t('hotels.sections.general')} labelPosition="left" />
        <Select
          label={t('hotels.group')}
          required
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          disabled={groups.length <= 1}
          searchable
          {...form.getInputProps('groupId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('hotels.name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label={t('hotels.hotelTitle')}
            description={t('hotels.titleHint')}
            required
            maxLength={120}
            {...form.getInputProps('title')}
          />
          <Select
            label={t('hotels.type')}
            data={HOTEL_TYPES.map((type) => ({ value: type, label: t(`hotelType.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t('hotels.prefix')}
            description={t('hotels.prefixHint')}
            maxLength={6}
            {...prefixProps}
            onChange={(event) => form.setFieldValue('prefix', event.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>

        <Divider label={t('hotels.sections.contact')} labelPosition="left" />
        <Textarea label={t('hotels.address')} autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('hotels.contactNumber')} maxLength={30} {...form.getInputProps('contactNumber')} />
          <TextInput label={t('hotels.email')} type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <ContactNumbersInput label={t('hotels.contactNumbers')} {...form.getInputProps('contactNumbersList')} />
        <TextInput label={t('hotels.webAddress')} maxLength={200} {...form.getInputProps('webAddress')} />

        <Divider label={t('hotels.sections.company')} labelPosition="left" />
        <Switch label={t('hotels.vatApplicable')} {...form.getInputProps('vatApplicable', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('hotels.vatNumber')} maxLength={60} {...form.getInputProps('vatNumber')} />
          <TextInput
            label={t('hotels.companyRegistrationNumber')}
            maxLength={60}
            {...form.getInputProps('companyRegistrationNumber')}
          />
        </SimpleGrid>
        <Textarea
          label={t('hotels.companyRegistrationAddress')}
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('companyRegistrationAddress')}
        />
        <TextInput label={t('hotels.bedsPropertyId')} maxLength={60} {...form.getInputProps('bedsPropertyId')} />

        <Divider label={t('hotels.sections.pictures')} labelPosition="left" />
        <PictureFields
          form={form}
          editing={hotel !== null}
          fields={PICTURES.map((name) => ({ name, label: t(`hotels.${name}`) }))}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
