// Create or rename a table category.

import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminCreateTableCategoryMutation,
  useAdminUpdateTableCategoryMutation,
  type AdminTableCategoryFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface TableCategoryFormProps {
  serviceId: number;
  category: AdminTableCategoryFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function TableCategoryForm({ serviceId, category, onSaved, onCancel }: TableCategoryFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateTableCategoryMutation();
  const [update] = useAdminUpdateTableCategoryMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { name: category?.name ?? '' },
    validate: { name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')) },
    onSubmit: async ({ name }) => {
      const input = { serviceId, name: name.trim() };
      if (category) return (await update({ variables: { id: category.id, input } })).data?.updateTableCategory;
      return (await create({ variables: { input } })).data?.createTableCategory;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('tableCategories.name')}
          required
          maxLength={60}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
