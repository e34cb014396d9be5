// The VAT registry form (operations §5): email required and valid ('Email is required'), 'Name is
// required', 'VAT number is required', 'Address is required'.

import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hotel/domain';
import {
  useAdminCreateVatCustomerMutation,
  useAdminUpdateVatCustomerMutation,
  type AdminVatCustomerFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface VatCustomerFormProps {
  serviceId: number;
  hotelId: number;
  customer: AdminVatCustomerFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function VatCustomerForm({ serviceId, hotelId, customer, onSaved, onCancel }: VatCustomerFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateVatCustomerMutation();
  const [update] = useAdminUpdateVatCustomerMutation();
  const readOnly = customer !== null && customer.hotelId !== hotelId;
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      email: customer?.email ?? '',
      name: customer?.name ?? '',
      vatNumber: customer?.vatNumber ?? '',
      address: customer?.address ?? '',
      onlyThisHotelView: customer?.onlyThisHotelView ?? false,
    },
    validate: {
      email: (value: string) =>
        !value.trim() ? t('refusal:EMAIL_REQUIRED') : isValidEmail(value.trim()) ? null : t('refusal:INVALID_EMAIL'),
      name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      vatNumber: (value: string) => (value.trim() ? null : t('refusal:VAT_NUMBER_REQUIRED')),
      address: (value: string) => (value.trim() ? null : t('refusal:ADDRESS_REQUIRED')),
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        hotelId,
        email: values.email.trim(),
        name: values.name.trim(),
        vatNumber: values.vatNumber.trim(),
        address: values.address.trim(),
        onlyThisHotelView: values.onlyThisHotelView,
      };
      if (customer) return (await update({ variables: { id: customer.id, input } })).data?.updateVatRegistryCustomer;
      return (await create({ variables: { input } })).data?.createVatRegistryCustomer;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('vat.email')}
          type="email"
          required
          disabled={readOnly}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput label={t('vat.name')} required maxLength={120} disabled={readOnly} {...form.getInputProps('name')} />
        <TextInput
          label={t('vat.vatNumber')}
          required
          maxLength={40}
          disabled={readOnly}
          {...form.getInputProps('vatNumber')}
        />
        <Textarea
          label={t('vat.address')}
          required
          maxLength={300}
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('address')}
        />
        <Switch
          label={t('vat.onlyThisHotel')}
          description={t('vat.onlyThisHotelHint')}
          disabled={readOnly}
          {...form.getInputProps('onlyThisHotelView', { type: 'checkbox' })}
        />
        <FormActions submitting={submitting} onCancel={onCancel} disabled={readOnly} />
      </Stack>
    </form>
  );
}
