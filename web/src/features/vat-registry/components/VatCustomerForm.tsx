// The VAT registry form (operations §5 VAT registry), one for the front office and the restaurant
// admin: email required and valid ('Email is required'), 'Name is required', 'VAT number is required',
// 'Address is required'. A valid e-mail is looked up in the registry 600 ms after the last key and when
// the field is left (useVatEmailLookup): a customer already registered with it is shown, with a button
// to open it instead of registering a second one (the hotel has one customer per VAT number).

import { Alert, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hotel/domain';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useVatEmailLookup } from '../use-vat-email-lookup';

/** What the form shows of a customer (both the front office's and the restaurant's fragments). */
export interface VatCustomerLike {
  id: number;
  name: string;
  email: string;
  vatNumber: string;
  address: string;
  onlyThisHotelView: boolean;
  hotelId?: number | null;
}

export interface VatCustomerValues {
  email: string;
  name: string;
  vatNumber: string;
  address: string;
  onlyThisHotelView: boolean;
}

export interface VatCustomerFormProps<C extends VatCustomerLike> {
  hotelId: number;
  /** The customer edited; null registers one. */
  customer: C | null;
  /** An e-mail to start with (the portal's lookup that found nobody). */
  initialEmail?: string;
  /** The create or update call; its message is shown. */
  save: (values: VatCustomerValues) => Promise<{ message: string } | null | undefined>;
  /** The lookup by exact e-mail; without it the form does not look up. */
  find?: (email: string) => Promise<C | null>;
  /** Opens a customer the lookup found instead of this form. */
  onOpen?: (customer: C) => void;
  onSaved: () => void;
  onCancel: () => void;
}

export function VatCustomerForm<C extends VatCustomerLike>(props: VatCustomerFormProps<C>) {
  const { t } = useTranslation(['vat-registry', 'refusal']);
  const { customer, hotelId } = props;
  const readOnly = customer !== null && customer.hotelId != null && customer.hotelId !== hotelId;
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      email: customer?.email ?? props.initialEmail ?? '',
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
    onSubmit: (values) =>
      props.save({
        email: values.email.trim(),
        name: values.name.trim(),
        vatNumber: values.vatNumber.trim(),
        address: values.address.trim(),
        onlyThisHotelView: values.onlyThisHotelView,
      }),
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  const lookup = useVatEmailLookup<C>({
    enabled: Boolean(props.find) && !readOnly,
    current: () => form.getValues().email,
    find: props.find ?? (async () => null),
  });
  const other = lookup.found && lookup.found.id !== customer?.id ? lookup.found : null;
  const emailInput = form.getInputProps('email');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.email')}
          type="email"
          required
          maxLength={254}
          disabled={readOnly}
          data-autofocus
          {...emailInput}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            emailInput.onChange(event);
            lookup.typed(event.currentTarget.value);
          }}
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
            emailInput.onBlur?.(event);
            lookup.left(event.currentTarget.value);
          }}
          description={lookup.looking ? t('form.lookingUp') : undefined}
        />
        {other && (
          <Alert color="yellow" data-testid="vat-customer-found" title={t('form.alreadyRegistered')}>
            <Stack gap={6}>
              <Text size="sm">
                {other.name} · {t('form.vatNumber')} {other.vatNumber}
              </Text>
              {props.onOpen && (
                <Group>
                  <Button size="xs" variant="light" onClick={() => props.onOpen?.(other)}>
                    {t('form.openExisting')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('form.name')}
          required
          maxLength={120}
          disabled={readOnly}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('form.vatNumber')}
          required
          maxLength={40}
          disabled={readOnly}
          {...form.getInputProps('vatNumber')}
        />
        <Textarea
          label={t('form.address')}
          required
          maxLength={300}
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('address')}
        />
        <Switch
          label={t('form.onlyThisHotel')}
          description={t('form.onlyThisHotelHint')}
          disabled={readOnly}
          {...form.getInputProps('onlyThisHotelView', { type: 'checkbox' })}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} disabled={readOnly} />
      </Stack>
    </form>
  );
}
