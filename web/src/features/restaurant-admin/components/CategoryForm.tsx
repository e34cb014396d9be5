// Create, rename or move a category, with its picture. The tree has two layers: a category goes on
// the first layer or under a first-layer one, and one with sub-categories stays on the first layer.

import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminCreateMenuCategoryMutation, useAdminUpdateMenuCategoryMutation } from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { ImageInput } from '../../../ui/form/ImageInput';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import type { CategoryRow } from '../category-rows';
import { pictureToSend } from '../../../ui/form/pictures';

export interface CategoryFormProps {
  serviceId: number;
  category: CategoryRow | null;
  /** First-layer categories it may go under. */
  parents: readonly CategoryRow[];
  onSaved: () => void;
  onCancel: () => void;
}

export function CategoryForm({ serviceId, category, parents, onSaved, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateMenuCategoryMutation();
  const [update] = useAdminUpdateMenuCategoryMutation();
  const hasChildren = (category?.childCount ?? 0) > 0;
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      title: category?.title ?? '',
      parentId: category?.parentId ? String(category.parentId) : null,
      image: category?.image ?? null,
    },
    validate: { title: (value: string) => (value.trim() ? null : t('refusal:TITLE_REQUIRED')) },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        title: values.title.trim(),
        parentId: values.parentId ? Number(values.parentId) : null,
        image: await pictureToSend(values.image),
      };
      if (category) return (await update({ variables: { id: category.id, input } })).data?.updateMenuCategory;
      return (await create({ variables: { input } })).data?.createMenuCategory;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('categories.name')}
          required
          maxLength={80}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('categories.parent')}
          description={hasChildren ? t('categories.parentLocked') : t('categories.parentHint')}
          placeholder={t('categories.firstLayer')}
          data={parents.map((parent) => ({ value: String(parent.id), label: parent.title }))}
          clearable
          disabled={hasChildren}
          {...form.getInputProps('parentId')}
        />
        <ImageInput label={t('categories.picture')} {...form.getInputProps('image')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
