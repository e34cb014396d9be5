// A supplier of the stores: name, contact person, phone, e-mail (the domain's patterns, as the
// server checks them), address and whether it is active.

import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalEmail, optionalPhoneNumber } from '@hotel/domain';
import {
  useCreateSupplierMutation,
  useUpdateSupplierMutation,
  type SupplierFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface SupplierFormProps {
  serviceId: number;
  supplier: SupplierFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function SupplierForm({ serviceId, supplier, onSaved, onCancel }: SupplierFormProps) {
  const { t } = useTranslation('inventory');
  const [create] = useCreateSupplierMutation();
  const [update] = useUpdateSupplierMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: supplier?.name ?? '',
      contactPerson: supplier?.contactPerson ?? '',
      phone: supplier?.phone ?? '',
      email: supplier?.email ?? '',
      address: supplier?.address ?? '',
      active: supplier?.active ?? true,
    },
    validate: {
      name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      phone: (value: string) => (optionalPhoneNumber(value.trim()) ? t('refusal:INVALID_PHONE_NUMBER') : null),
      email: (value: string) => (optionalEmail(value.trim()) ? t('refusal:INVALID_EMAIL') : null),
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        name: values.name.trim(),
        contactPerson: values.contactPerson.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        address: values.address.trim(),
        active: values.active,
      };
      if (supplier) return (await update({ variables: { id: supplier.id, input } })).data?.updateSupplier;
      return (await create({ variables: { input } })).data?.createSupplier;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('suppliers.name')}
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput label={t('suppliers.contactPerson')} maxLength={100} {...form.getInputProps('contactPerson')} />
        <TextInput label={t('suppliers.phone')} type="tel" maxLength={30} {...form.getInputProps('phone')} />
        <TextInput label={t('suppliers.email')} type="email" maxLength={120} {...form.getInputProps('email')} />
        <Textarea
          label={t('suppliers.address')}
          maxLength={300}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <Switch label={t('suppliers.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
