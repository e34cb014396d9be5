// Choosing items to put in a category: search the menu by name, tick items (their current category
// is shown; adding moves them), Add.

import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAdminAllocatableItemsQuery } from '../../../graphql/hooks.gen';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../ui/data-table/table-state';

interface Item {
  id: number;
  name: string;
  categoryId?: number | null;
  categoryTitle?: string | null;
  parentCategoryTitle?: string | null;
}

export interface AddItemsDialogProps {
  opened: boolean;
  serviceId: number;
  category: { id: number; trail: string[] };
  onClose: () => void;
  onAdd: (itemIds: number[]) => Promise<void>;
  describe: (item: Item) => ReactNode;
}

export function AddItemsDialog({ opened, serviceId, category, onClose, onAdd, describe }: AddItemsDialogProps) {
  const { t } = useTranslation('restaurant-admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const query = useAdminAllocatableItemsQuery({
    variables: { serviceId, page: 0, size: 100, sortField: 'name', direction: 'ASC', name: debounced || null },
    skip: !opened,
  });
  // Ticked items stay listed (with their labels) while the search shows other ones.
  const [ticked, setTicked] = useState<ReadonlyMap<string, Item>>(new Map());
  const found = (query.data?.allocatableItems.items ?? []).filter((item) => item.categoryId !== category.id);
  const byId = new Map<string, Item>([...ticked, ...found.map((item) => [String(item.id), item] as const)]);
  const items = [...byId.values()];
  const close = () => {
    setPicked([]);
    setTicked(new Map());
    setSearch('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('allocation.addTo', { category: category.trail.join(' › ') })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <MultiSelect
          label={t('allocation.items')}
          placeholder={t('allocation.searchItems')}
          data={items.map((item) => ({ value: String(item.id), label: item.name }))}
          value={picked}
          onChange={(values) => {
            setTicked(
              new Map(values.flatMap((value) => (byId.has(value) ? [[value, byId.get(value)!] as const] : []))),
            );
            setPicked(values);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={query.loading ? t('common.loading') : t('allocation.noItems')}
          renderOption={({ option }) => {
            const item = byId.get(option.value);
            return item ? describe(item) : option.label;
          }}
          maxDropdownHeight={320}
          hidePickedOptions
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t('allocation.moveHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={saving}
            disabled={picked.length === 0}
            onClick={async () => {
              setSaving(true);
              try {
                await onAdd(picked.map(Number));
                setPicked([]);
                setTicked(new Map());
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('allocation.add', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
