// The form of a record that is only a name (a location, a unit): create, or rename.

import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface NameFormProps {
  label: string;
  maxLength: number;
  name: string;
  save: (name: string) => Promise<{ message: string } | null | undefined>;
  onSaved: () => void;
  onCancel: () => void;
}

export function NameForm({ label, maxLength, name, save, onSaved, onCancel }: NameFormProps) {
  const { t } = useTranslation('inventory');
  const { form, submit, submitting } = useEntityForm({
    initialValues: { name },
    validate: { name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')) },
    onSubmit: ({ name: value }) => save(value.trim()),
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={label} required maxLength={maxLength} data-autofocus {...form.getInputProps('name')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
