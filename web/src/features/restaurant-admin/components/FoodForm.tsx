// Create or change a food or beverage: name, price (the money input), type, category (one without
// sub-categories), availability and picture (sent as a data URL).

import { Alert, SegmentedControl, Select, Stack, Switch, Input, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchesPattern, restaurantMoney } from '@hotel/domain';
import {
  useAdminCreateMenuItemMutation,
  useAdminUpdateMenuItemMutation,
  type AdminMenuItemFieldsFragment,
  type ItemType,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { ImageInput } from '../../../ui/form/ImageInput';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { CURRENCY } from '../../../ui/format';
import { pictureToSend } from '../../../ui/form/pictures';

export interface FoodFormProps {
  serviceId: number;
  item: AdminMenuItemFieldsFragment | null;
  categories: { value: string; label: string }[];
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  price: string;
  itemType: ItemType | '';
  categoryId: string | null;
  active: boolean;
  image: string | null;
}

export function FoodForm({ serviceId, item, categories, onSaved, onCancel }: FoodFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateMenuItemMutation();
  const [update] = useAdminUpdateMenuItemMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      name: item?.name ?? '',
      price: item ? String(item.price) : '',
      itemType: item?.itemType ?? 'FOOD',
      categoryId: item?.categoryId ? String(item.categoryId) : null,
      active: item?.active ?? true,
      image: item?.image ?? null,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      price: (value) =>
        !value.trim()
          ? t('refusal:ADMIN_PRICE_REQUIRED')
          : matchesPattern('moneyOneOrTwoDecimals', value.trim())
            ? null
            : t('refusal:INVALID_PRICE'),
      itemType: (value) => (value ? null : t('refusal:ITEM_TYPE_REQUIRED')),
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        name: values.name.trim(),
        price: restaurantMoney(values.price.trim()).toWire(),
        itemType: values.itemType as ItemType,
        categoryId: values.categoryId ? Number(values.categoryId) : null,
        active: values.active,
        image: await pictureToSend(values.image),
      };
      if (item) return (await update({ variables: { id: item.id, input } })).data?.updateMenuItem;
      return (await create({ variables: { input } })).data?.createMenuItem;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {item?.hasOrders && (
          <Alert color="blue" icon={<IconInfoCircle />}>
            {t('foods.onOrdersHint')}
          </Alert>
        )}
        <TextInput label={t('foods.name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <MoneyInput label={t('foods.price')} currency={CURRENCY} required {...form.getInputProps('price')} />
        <Input.Wrapper label={t('foods.type')} required error={form.errors['itemType']}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={[
              { value: 'FOOD', label: t('itemType.FOOD') },
              { value: 'BEVERAGE', label: t('itemType.BEVERAGE') },
            ]}
            {...form.getInputProps('itemType')}
          />
        </Input.Wrapper>
        <Select
          label={t('foods.category')}
          description={t('foods.categoryHint')}
          placeholder={t('foods.unallocated')}
          data={categories}
          searchable
          clearable
          {...form.getInputProps('categoryId')}
        />
        <Switch
          label={t('foods.available')}
          description={t('foods.availableHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <ImageInput label={t('foods.picture')} {...form.getInputProps('image')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
