// 'Update' (operations §2, §5 User discount): the percentage is required ('Discount is required'),
// from 0 to 100 ('Percentage must be less than or equal to 100.'); the name shown may change.

import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsUpdateUserDiscountMutation,
  type SettingsUserDiscountFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../../ui/form';
import { useSettingsRules } from '../use-settings-rules';

interface Values {
  name: string;
  discount: number | string;
}

export interface UpdateDiscountFormProps {
  discount: SettingsUserDiscountFieldsFragment;
  onSaved: () => void;
  onCancel: () => void;
}

export function UpdateDiscountForm({ discount, onSaved, onCancel }: UpdateDiscountFormProps) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const [update] = useSettingsUpdateUserDiscountMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: { name: discount.name, discount: discount.discount },
    validate: { discount: rules.discount },
    onSubmit: async (values) => {
      const input = {
        userId: discount.userId,
        name: values.name.trim(),
        discount: Number(values.discount),
        hotelId: discount.hotelId,
        groupId: discount.groupId,
      };
      return (await update({ variables: { id: discount.id, input } })).data?.updateUserDiscount;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('discount.email')} value={discount.email} readOnly variant="filled" />
        <TextInput label={t('discount.name')} maxLength={120} {...form.getInputProps('name')} />
        <NumberInput
          label={t('discount.percentage')}
          required
          min={0}
          max={100}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          hideControls
          rightSection="%"
          rightSectionPointerEvents="none"
          data-autofocus
          {...form.getInputProps('discount')}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
