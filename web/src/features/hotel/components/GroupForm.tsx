// Create or change a hotel group (core §3 Group): name, address, contact person, email, active,
// contact numbers and the three pictures (card logo, card image, side bar image).

import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateHotelGroupMutation,
  useUpdateHotelGroupMutation,
  type GroupFieldsFragment,
} from '../../../graphql/hooks.gen';
import { membershipChanged } from '../hotel-cache';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useFieldRules } from '../../../ui/form/use-field-rules';
import { picturesToSend } from '../../../ui/form/pictures';
import { ContactNumbersInput, contactNumbersProblem } from './ContactNumbersInput';
import { PictureFields } from './PictureFields';

const PICTURES = ['cardLogo', 'cardImage', 'sideBarImage'] as const;

export interface GroupFormProps {
  group: GroupFieldsFragment | null;
  onSaved: (group: GroupFieldsFragment) => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  address: string;
  contactPerson: string;
  email: string;
  active: boolean;
  contactNumbersList: string[];
  cardLogo: string | null;
  cardImage: string | null;
  sideBarImage: string | null;
}

type Saved = { message: string; group: GroupFieldsFragment } | undefined;

export function GroupForm({ group, onSaved, onCancel }: GroupFormProps) {
  const { t } = useTranslation('hotel');
  const rules = useFieldRules();
  const [create] = useCreateHotelGroupMutation();
  const [update] = useUpdateHotelGroupMutation();
  const { form, submit, submitting } = useEntityForm<Values, Saved>({
    initialValues: {
      name: group?.name ?? '',
      address: group?.address ?? '',
      contactPerson: group?.contactPerson ?? '',
      email: group?.email ?? '',
      active: group?.active ?? true,
      contactNumbersList: group?.contactNumbersList ?? [],
      cardLogo: group?.cardLogo ?? null,
      cardImage: group?.cardImage ?? null,
      sideBarImage: group?.sideBarImage ?? null,
    },
    validate: {
      name: rules.all(rules.required, rules.maxLength(120)),
      address: rules.maxLength(300),
      contactPerson: rules.maxLength(120),
      email: rules.optionalEmail,
      contactNumbersList: (value) => contactNumbersProblem(value, t),
    },
    fieldMap: (field) => (field.startsWith('contactNumbersList') ? 'contactNumbersList' : field),
    onSubmit: async (values) => {
      const input = {
        name: values.name.trim(),
        address: values.address.trim(),
        contactPerson: values.contactPerson.trim(),
        email: values.email.trim(),
        active: values.active,
        contactNumbersList: values.contactNumbersList,
        ...(await picturesToSend(values, PICTURES)),
      };
      if (group) return (await update({ variables: { id: group.id, input } })).data?.updateHotelGroup;
      return (await create({ variables: { input }, update: (cache) => membershipChanged(cache, 'group') })).data
        ?.createHotelGroup;
    },
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) onSaved(result.group);
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('groups.name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Textarea label={t('groups.address')} autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
        <TextInput label={t('groups.contactPerson')} maxLength={120} {...form.getInputProps('contactPerson')} />
        <TextInput label={t('groups.email')} type="email" {...form.getInputProps('email')} />
        <ContactNumbersInput label={t('groups.contactNumbers')} {...form.getInputProps('contactNumbersList')} />
        <Switch
          label={t('groups.active')}
          description={t('groups.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <PictureFields
          form={form}
          editing={group !== null}
          fields={PICTURES.map((name) => ({ name, label: t(`groups.${name}`) }))}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
