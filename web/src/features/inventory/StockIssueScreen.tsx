// The store's issue and adjustment pages (designed; their calls are stock-issue and
// stock-adjustment): /inventory/stock-management/stock-issue lists what was issued and issues stock
// from a location to a department or purpose; /stock-adjustment lists the corrections and adjusts a
// location's stock by a signed quantity with a reason. Both show what is on hand at the chosen
// location; an issue or a reduction above it is refused by the server naming the item and what is
// available, shown under the form, and nothing is written.

import { useEffect, useRef } from 'react';
import { Alert, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adjustmentRefusal, quantityRefusal } from '@hotel/domain';
import {
  useAdjustStockMutation,
  useIssueStockMutation,
  useProductItemsQuery,
  type StockMovementFieldsFragment,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions } from '../../ui/form/FormActions';
import { useEntityForm } from '../../ui/form/use-entity-form';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useItemOptions, useLocationOptions } from './components/options';
import { adjustmentsList, issuesList } from './stock-lists';

type Row = StockMovementFieldsFragment;

/** The item's name without its unit (the options read "Bath Towel (Piece)"). */
const itemName = (label: string) => label.replace(/ \([^)]*\)$/, '');
type Page = 'issue' | 'adjustment';

export function StockIssueScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Movements page="issue" stores={stores} /> : <NotChosen what="INVENTORY" />;
}
export function StockAdjustmentScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Movements page="adjustment" stores={stores} /> : <NotChosen what="INVENTORY" />;
}

function Movements({ page, stores }: { page: Page; stores: ChosenService }) {
  const { t } = useTranslation('inventory-stock');
  const list = useList(page === 'issue' ? issuesList : adjustmentsList);
  return (
    <ListScreen<Row>
      ns="inventory-stock"
      title={t(`${page}.title`)}
      description={t(`${page}.description`)}
      feature="STOCK"
      list={list}
      columns={[
        {
          key: 'createdAt',
          header: 'stock.date',
          width: 170,
          sortable: true,
          sortField: 'id',
          render: (row) => formatDateTime(row.createdAt),
          exportValue: (row) => formatDateTime(row.createdAt),
        },
        {
          key: 'itemName',
          header: 'stock.item',
          sortable: true,
          sortField: 'item',
          searchable: true,
          filterKey: 'item',
        },
        {
          key: 'locationName',
          header: 'stock.location',
          sortable: true,
          sortField: 'location',
          searchable: true,
          filterKey: 'location',
        },
        {
          key: 'quantity',
          header: 'stock.quantity',
          align: 'right',
          sortable: true,
          width: 110,
          render: (row) => formatNumber(row.quantity),
        },
        {
          key: 'balance',
          header: 'stock.balance',
          align: 'right',
          width: 110,
          render: (row) => formatNumber(row.balance),
        },
        { key: 'note', header: page === 'issue' ? 'issue.to' : 'adjustment.reason' },
        { key: 'createdBy', header: 'stock.by' },
      ]}
      rowLabel={(row) => row.itemName}
      pdfTitle={stores.hotelTitle}
      createTitle={t(`${page}.create`)}
      editable={false}
      form={({ close, saved }) => <MovementForm page={page} stores={stores} onCancel={close} onSaved={saved} />}
    />
  );
}

function MovementForm({
  page,
  stores,
  onSaved,
  onCancel,
}: {
  page: Page;
  stores: ChosenService;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inventory-stock');
  const items = useItemOptions(stores.serviceId);
  const locations = useLocationOptions(stores.serviceId);
  const [issue] = useIssueStockMutation();
  const [adjust] = useAdjustStockMutation();
  const required = (value: string) => (value ? null : t('refusal:REQUIRED_FIELD'));
  const onHandRef = useRef<number | null>(null);
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      itemId: '',
      locationId: '',
      direction: 'remove' as 'add' | 'remove',
      quantity: '' as number | string,
      note: '',
    },
    validate: {
      itemId: required,
      locationId: required,
      quantity: (value: number | string, values) => {
        const quantity = typeof value === 'number' ? value : Number.NaN;
        const refusal = quantityRefusal(quantity);
        if (refusal) return t(`refusal:${refusal}`);
        // Taking more than is on hand: refused here as the server would, naming the item and what is available.
        const available = onHandRef.current;
        const takes = page === 'issue' || values.direction === 'remove';
        if (takes && available !== null && quantity > available)
          return t('refusal:INSUFFICIENT_STOCK', {
            item: itemName(items.find((o) => o.value === values.itemId)?.label ?? ''),
            location: locations.find((o) => o.value === values.locationId)?.label ?? '',
            available: formatNumber(available),
          });
        return null;
      },
      note: (value: string) => {
        if (page === 'issue') return value.trim() ? null : t('refusal:REQUIRED_FIELD');
        const refusal = adjustmentRefusal({ delta: 1, reason: value });
        return refusal ? t(`refusal:${refusal}`) : null;
      },
    },
    onSubmit: async (values) => {
      const common = {
        serviceId: stores.serviceId,
        itemId: Number(values.itemId),
        locationId: Number(values.locationId),
      };
      const quantity = Number(values.quantity);
      if (page === 'issue')
        return (await issue({ variables: { ...common, quantity, note: values.note.trim() } })).data?.issueStock;
      const delta = values.direction === 'remove' ? -quantity : quantity;
      return (await adjust({ variables: { ...common, delta, reason: values.note.trim() } })).data?.adjustStock;
    },
    fieldMap: { delta: 'quantity', reason: 'note' },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const { itemId, locationId } = form.values;
  const stock = useProductItemsQuery({
    variables: { hotelId: stores.hotelId, serviceId: stores.serviceId, page: 0, size: 200 },
    fetchPolicy: 'cache-and-network',
    skip: !itemId || !locationId,
  });
  const onHand =
    itemId && locationId && stock.data
      ? (stock.data.productItems.items.find((l) => String(l.itemId) === itemId && String(l.locationId) === locationId)
          ?.quantity ?? 0)
      : null;
  useEffect(() => {
    onHandRef.current = onHand;
  }, [onHand]);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('stock.item')}
          required
          searchable
          data={items}
          data-autofocus
          {...form.getInputProps('itemId')}
        />
        <Select label={t('stock.location')} required data={locations} {...form.getInputProps('locationId')} />
        {onHand !== null && (
          <Alert variant="light" color={onHand > 0 ? 'blue' : 'orange'} p="xs">
            <Text size="sm">{t('stock.onHand', { quantity: formatNumber(onHand) })}</Text>
          </Alert>
        )}
        {page === 'adjustment' && (
          <SegmentedControl
            aria-label={t('adjustment.direction')}
            data={[
              { value: 'remove', label: t('adjustment.remove') },
              { value: 'add', label: t('adjustment.add') },
            ]}
            {...form.getInputProps('direction')}
          />
        )}
        <NumberInput
          label={t('stock.quantity')}
          required
          min={0}
          decimalScale={3}
          {...form.getInputProps('quantity')}
        />
        <TextInput
          label={page === 'issue' ? t('issue.to') : t('adjustment.reason')}
          description={page === 'issue' ? t('issue.toHint') : t('adjustment.reasonHint')}
          required
          maxLength={200}
          {...form.getInputProps('note')}
        />
        <FormActions submitting={submitting} onCancel={onCancel} submitLabel={t(`${page}.submit`)} />
      </Stack>
    </form>
  );
}
