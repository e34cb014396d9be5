// Create or change a tax: name, rate (zero or more, core §5), sequence, VAT, levy, service charge,
// active; the bill of 1,000 LKR follows the form as it is typed.

import { Checkbox, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidTaxRate } from '@hotel/domain';
import {
  useAdminCreateRestaurantTaxMutation,
  useAdminUpdateRestaurantTaxMutation,
  type AdminRestaurantTaxFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { billPreview } from '../bill-preview';
import { BillPreviewCard } from './BillPreviewCard';

export interface TaxFormProps {
  serviceId: number;
  tax: AdminRestaurantTaxFieldsFragment | null;
  saved: readonly AdminRestaurantTaxFieldsFragment[];
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  rate: number | string;
  sequence: number | string;
  vat: boolean;
  socialSecurityContributionLevy: boolean;
  serviceCharge: boolean;
  active: boolean;
}

const asNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

export function TaxForm({ serviceId, tax, saved, onSaved, onCancel }: TaxFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateRestaurantTaxMutation();
  const [update] = useAdminUpdateRestaurantTaxMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      name: tax?.name ?? '',
      rate: tax?.rate ?? '',
      sequence: tax?.sequence ?? Math.max(1, ...saved.map((row) => row.sequence)),
      vat: tax?.vat ?? false,
      socialSecurityContributionLevy: tax?.socialSecurityContributionLevy ?? false,
      serviceCharge: tax?.serviceCharge ?? false,
      active: tax?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      rate: (value, values) => {
        if (value === '' || !isValidTaxRate(asNumber(value))) return t('refusal:TAX_RATE_NEGATIVE');
        if (values.socialSecurityContributionLevy && asNumber(value) >= 100) return t('refusal:LEVY_RATE_TOO_HIGH');
        return null;
      },
      sequence: (value) =>
        Number.isInteger(asNumber(value)) && asNumber(value) >= 1 && asNumber(value) <= 99
          ? null
          : t('refusal:TAX_SEQUENCE_RANGE'),
      socialSecurityContributionLevy: (value, values) => (value && values.vat ? t('refusal:TAX_VAT_AND_LEVY') : null),
      serviceCharge: (value, values) =>
        value && (values.vat || values.socialSecurityContributionLevy) ? t('refusal:SERVICE_CHARGE_FLAGS') : null,
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        name: values.name.trim(),
        rate: asNumber(values.rate),
        sequence: asNumber(values.sequence),
        vat: values.vat,
        socialSecurityContributionLevy: values.socialSecurityContributionLevy,
        serviceCharge: values.serviceCharge,
        active: values.active,
      };
      if (tax) return (await update({ variables: { id: tax.id, input } })).data?.updateRestaurantTax;
      return (await create({ variables: { input } })).data?.createRestaurantTax;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  const v = form.values;
  const preview = billPreview(saved, {
    id: tax?.id ?? null,
    name: v.name.trim() || t('tax.thisTax'),
    rate: v.rate === '' ? 0 : asNumber(v.rate),
    sequence: asNumber(v.sequence) || 1,
    vat: v.vat,
    socialSecurityContributionLevy: v.socialSecurityContributionLevy,
    serviceCharge: v.serviceCharge,
    active: v.active,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('tax.name')} required maxLength={80} data-autofocus {...form.getInputProps('name')} />
        <NumberInput
          label={t('tax.rate')}
          description={t('tax.rateHint')}
          required
          min={0}
          allowNegative={false}
          decimalScale={3}
          rightSection="%"
          rightSectionPointerEvents="none"
          hideControls
          {...form.getInputProps('rate')}
        />
        <NumberInput
          label={t('tax.sequence')}
          description={t('tax.sequenceHint')}
          required
          min={1}
          max={99}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('sequence')}
        />
        <Checkbox
          label={t('tax.serviceCharge')}
          description={t('tax.serviceChargeHint')}
          {...form.getInputProps('serviceCharge', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('tax.vat')}
          description={t('tax.vatHint')}
          {...form.getInputProps('vat', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('tax.levy')}
          description={t('tax.levyHint')}
          {...form.getInputProps('socialSecurityContributionLevy', { type: 'checkbox' })}
        />
        <Switch
          label={t('common.active')}
          description={t('tax.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <BillPreviewCard preview={preview} compact />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
