// /inventory/item-master/main-category, /category and /sub-category (ITEM_CATEGORY): one tree,
// main → category → sub category; each page lists one level with its place in the tree and adds
// under a parent of the level above.

import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateItemCategoryMutation,
  useDeleteItemCategoryMutation,
  useItemCategoriesQuery,
  type ItemCategoriesQuery,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useWholeList } from '../../ui/data-table/use-list';
import { FormActions } from '../../ui/form/FormActions';
import { useEntityForm } from '../../ui/form/use-entity-form';

type Row = ItemCategoriesQuery['itemCategories'][number];
export type CategoryLevel = 0 | 1 | 2;
const KEY = ['mainCategories', 'categories', 'subCategories'] as const;

export function CategoriesScreen({ level }: { level: CategoryLevel }) {
  const stores = useChosenService('INVENTORY');
  return stores ? <Categories serviceId={stores.serviceId} level={level} /> : <NotChosen what="INVENTORY" />;
}

function Categories({ serviceId, level }: { serviceId: number; level: CategoryLevel }) {
  const { t } = useTranslation('inventory');
  const query = useItemCategoriesQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const all = query.data?.itemCategories ?? [];
  const rows = all.filter((c) => c.level === level);
  const list = useWholeList({ rows, loading: query.loading, error: query.error, refetch: () => query.refetch() });
  const [remove] = useDeleteItemCategoryMutation();
  const key = KEY[level];
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      feature="ITEM_CATEGORY"
      list={list}
      columns={[
        { key: 'name', header: 'categories.name' },
        ...(level > 0 ? [{ key: 'path', header: 'categories.path' }] : []),
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => {
        const result = (await remove({ variables: { serviceId, id: row.id } })).data?.deleteItemCategory;
        await query.refetch();
        return result;
      }}
      createTitle={t(`${key}.create`)}
      editable={false}
      form={({ close, saved }) => (
        <CategoryForm
          serviceId={serviceId}
          parents={level === 0 ? null : all.filter((c) => c.level === level - 1)}
          onCancel={close}
          onSaved={() => {
            void query.refetch();
            saved();
          }}
        />
      )}
    />
  );
}

interface CategoryFormProps {
  serviceId: number;
  /** The possible parents; null for a main category. */
  parents: Row[] | null;
  onSaved: () => void;
  onCancel: () => void;
}

function CategoryForm({ serviceId, parents, onSaved, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('inventory');
  const [create] = useCreateItemCategoryMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { name: '', parentId: '' },
    validate: {
      name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      parentId: (value: string) => (parents && !value ? t('refusal:REQUIRED_FIELD') : null),
    },
    onSubmit: async ({ name, parentId }) =>
      (
        await create({
          variables: { serviceId, name: name.trim(), parentId: parents && parentId ? Number(parentId) : null },
        })
      ).data?.createItemCategory,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {parents && (
          <Select
            label={t('categories.parent')}
            required
            searchable
            data={parents.map((p) => ({ value: String(p.id), label: p.path }))}
            nothingFoundMessage={t('categories.noParents')}
            {...form.getInputProps('parentId')}
          />
        )}
        <TextInput
          label={t('categories.name')}
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
