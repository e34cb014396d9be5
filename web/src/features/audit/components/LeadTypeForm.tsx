// Create or change a lead type: its name (required, at most 60 characters) and whether inquiries
// may still choose it.

import { Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAuditCreateLeadTypeMutation,
  useAuditUpdateLeadTypeMutation,
  type AuditLeadTypeFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions, useEntityForm, useFieldRules } from '../../../ui/form';

export interface LeadTypeFormProps {
  hotelId: number;
  leadType: AuditLeadTypeFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  active: boolean;
}

export function LeadTypeForm({ hotelId, leadType, onSaved, onCancel }: LeadTypeFormProps) {
  const { t } = useTranslation('audit');
  const rules = useFieldRules();
  const [create] = useAuditCreateLeadTypeMutation();
  const [update] = useAuditUpdateLeadTypeMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: { name: leadType?.name ?? '', active: leadType?.active ?? true },
    validate: { name: rules.all(rules.required, rules.maxLength(60)) },
    onSubmit: async (values) => {
      const input = { hotelId, name: values.name.trim(), active: values.active };
      if (leadType) return (await update({ variables: { id: leadType.id, input } })).data?.updateLeadType;
      return (await create({ variables: { input } })).data?.createLeadType;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('leadTypes.name')}
          placeholder={t('leadTypes.namePlaceholder')}
          withAsterisk
          data-autofocus
          maxLength={60}
          {...form.getInputProps('name')}
        />
        <Switch
          label={t('leadTypes.activeLabel')}
          description={t('leadTypes.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
