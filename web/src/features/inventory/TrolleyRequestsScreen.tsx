// /inventory/stock-management/trolly-request (TROLLEY_REQUEST): housekeeping asks for items on a
// trolley ('Item is required', 'Trolley Number is required'); the storekeeper issues a waiting
// request from a location (stock falls; a short item is refused naming it and what is available)
// or refuses it with a reason. /trolly-request-history lists the decided ones.

import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useIssueTrolleyRequestMutation,
  useProductItemsQuery,
  useRefuseTrolleyRequestMutation,
  useRequestTrolleyStockMutation,
  useTrolleysQuery,
  type TrolleyRequestFieldsFragment,
} from '../../graphql/hooks.gen';
import { useTrolleyStockChangesSubscription } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useCan } from '../../session/permissions';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions } from '../../ui/form/FormActions';
import { useEntityForm } from '../../ui/form/use-entity-form';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useItemOptions, useLocationOptions } from './components/options';
import { trolleyRequestHistoryList, trolleyRequestsList } from './lists';
import { statusColor } from './purchasing/status';

type Row = TrolleyRequestFieldsFragment;

export function TrolleyRequestsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <TrolleyRequests stores={stores} history={false} /> : <NotChosen what="INVENTORY" />;
}
export function TrolleyRequestHistoryScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <TrolleyRequests stores={stores} history /> : <NotChosen what="INVENTORY" />;
}

function TrolleyRequests({ stores, history }: { stores: ChosenService; history: boolean }) {
  const { t } = useTranslation('inventory');
  const list = useList(history ? trolleyRequestHistoryList : trolleyRequestsList);
  const canDecide = useCan('TROLLEY_REQUEST', 'EDIT');
  // Live: stock moved in this store (a request issued elsewhere, a GRN, a transfer): refetch.
  useTrolleyStockChangesSubscription({
    variables: { serviceId: stores.serviceId },
    onData: () => void list.refetch(),
  });
  const [deciding, setDeciding] = useState<{ row: Row; action: 'issue' | 'refuse' } | null>(null);
  const items = (row: Row) => row.items.map((i) => `${i.itemName} × ${formatNumber(i.quantity)}`).join(', ');
  const status = (row: Row) => t(`trolley.status.${row.status}`);
  return (
    <>
      <ListScreen<Row>
        ns="inventory"
        title={history ? t('trolley.historyTitle') : t('trolley.title')}
        description={history ? t('trolley.historyDescription') : t('trolley.description')}
        feature={history ? 'TROLLEY_REQUEST_HISTORY' : 'TROLLEY_REQUEST'}
        list={list}
        columns={[
          { key: 'trolleyNo', header: 'trolley.trolleyNumber', sortable: true, searchable: true, width: 150 },
          { key: 'items', header: 'trolley.items', render: items, exportValue: items },
          {
            key: 'requestDate',
            header: 'trolley.requestDate',
            width: 170,
            render: (row) => formatDateTime(row.requestDate),
            exportValue: (row) => row.requestDate,
          },
          { key: 'requestedBy', header: 'trolley.requestedBy', width: 150 },
          {
            key: 'status',
            header: 'trolley.statusLabel',
            sortable: true,
            width: 150,
            render: (row) => (
              <Badge variant="light" tt="none" color={statusColor(row.status)}>
                {status(row)}
              </Badge>
            ),
            exportValue: status,
          },
          ...(history
            ? [
                {
                  key: 'decision',
                  header: 'trolley.decision',
                  render: (row: Row) => (row.status === 'REFUSED' ? row.refusalReason : (row.locationName ?? '')),
                  exportValue: (row: Row) => (row.status === 'REFUSED' ? row.refusalReason : (row.locationName ?? '')),
                },
              ]
            : []),
        ]}
        rowLabel={(row) => row.trolleyNo}
        createTitle={history ? undefined : t('trolley.create')}
        form={
          history ? undefined : ({ close, saved }) => <RequestForm stores={stores} onCancel={close} onSaved={saved} />
        }
        editable={false}
        extra={
          history || !canDecide
            ? {}
            : {
                rowActions: (row) => (
                  <>
                    <Tooltip label={t('trolley.issue')} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        color="green"
                        aria-label={t('trolley.issueNamed', { name: row.trolleyNo })}
                        onClick={() => setDeciding({ row, action: 'issue' })}
                      >
                        <IconCheck size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('trolley.refuse')} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('trolley.refuseNamed', { name: row.trolleyNo })}
                        onClick={() => setDeciding({ row, action: 'refuse' })}
                      >
                        <IconX size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </>
                ),
              }
        }
      />
      <Modal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding
            ? t(deciding.action === 'issue' ? 'trolley.issueTitle' : 'trolley.refuseTitle', {
                name: deciding.row.trolleyNo,
              })
            : ''
        }
      >
        {deciding ? (
          <DecisionForm
            serviceId={stores.serviceId}
            row={deciding.row}
            action={deciding.action}
            onCancel={() => setDeciding(null)}
            onSaved={() => {
              setDeciding(null);
              list.refetch();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function DecisionForm({
  serviceId,
  row,
  action,
  onSaved,
  onCancel,
}: {
  serviceId: number;
  row: Row;
  action: 'issue' | 'refuse';
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inventory');
  const locations = useLocationOptions(serviceId);
  const [issue] = useIssueTrolleyRequestMutation();
  const [refuse] = useRefuseTrolleyRequestMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { locationId: '', reason: '' },
    validate: {
      locationId: (value: string) => (action === 'issue' && !value ? t('refusal:REQUIRED_FIELD') : null),
      reason: (value: string) => (action === 'refuse' && !value.trim() ? t('refusal:REFUSAL_REASON_REQUIRED') : null),
    },
    onSubmit: async (values) =>
      action === 'issue'
        ? (await issue({ variables: { serviceId, id: row.id, locationId: Number(values.locationId) } })).data
            ?.issueTrolleyRequest
        : (await refuse({ variables: { serviceId, id: row.id, reason: values.reason.trim() } })).data
            ?.refuseTrolleyRequest,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {action === 'issue' ? (
          <Select
            label={t('trolley.issueFrom')}
            required
            data={locations}
            data-autofocus
            {...form.getInputProps('locationId')}
          />
        ) : (
          <Textarea
            label={t('trolley.reason')}
            required
            maxLength={200}
            data-autofocus
            {...form.getInputProps('reason')}
          />
        )}
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The Trolley Stock Request (operations §3): items, a trolley number, a quantity per item from 1 to what is available. */
function RequestForm({
  stores,
  onSaved,
  onCancel,
}: {
  stores: ChosenService;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inventory');
  const itemOptions = useItemOptions(stores.serviceId);
  const { data: trolleys } = useTrolleysQuery({
    variables: { serviceId: stores.serviceId, hotelId: stores.hotelId },
    fetchPolicy: 'cache-and-network',
  });
  const { data: stock } = useProductItemsQuery({
    variables: { hotelId: stores.hotelId, serviceId: stores.serviceId, page: 0, size: 200 },
    fetchPolicy: 'cache-and-network',
  });
  const available = (itemId: string) =>
    (stock?.productItems.items ?? [])
      .filter((l) => String(l.itemId) === itemId)
      .reduce((sum, l) => sum + l.quantity, 0);
  const [request] = useRequestTrolleyStockMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { itemIds: [] as string[], trolleyId: '', quantities: {} as Record<string, number | string> },
    validate: {
      itemIds: (value: string[]) => (value.length > 0 ? null : t('refusal:ITEM_REQUIRED')),
      trolleyId: (value: string) => (value ? null : t('refusal:TROLLEY_NUMBER_REQUIRED')),
    },
    onSubmit: async (values) =>
      (
        await request({
          variables: {
            serviceId: stores.serviceId,
            trolleyId: Number(values.trolleyId),
            items: values.itemIds.map((id) => ({ itemId: Number(id), quantity: Number(values.quantities[id] ?? 1) })),
          },
        })
      ).data?.requestTrolleyStock,
    fieldMap: { trolleyRequestItemsDtoList: 'itemIds' },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const labelOf = (id: string) => itemOptions.find((o) => o.value === id)?.label ?? id;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MultiSelect
          label={t('trolley.items')}
          required
          searchable
          data={itemOptions}
          {...form.getInputProps('itemIds')}
        />
        <Select
          label={t('trolley.trolleyNumber')}
          required
          data={(trolleys?.trolleys ?? []).map((x) => ({ value: String(x.id), label: x.trolleyNo }))}
          {...form.getInputProps('trolleyId')}
        />
        {form.values.itemIds.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('trolley.item')}</Table.Th>
                <Table.Th ta="right">{t('trolley.available')}</Table.Th>
                <Table.Th w={130}>{t('trolley.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.itemIds.map((id) => (
                <Table.Tr key={id}>
                  <Table.Td>{labelOf(id)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(available(id))}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('trolley.quantityOf', { item: labelOf(id) })}
                      min={1}
                      max={Math.max(1, available(id))}
                      value={form.values.quantities[id] ?? 1}
                      onChange={(value) => form.setFieldValue(`quantities.${id}`, value)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <FormActions submitting={submitting} onCancel={onCancel} submitLabel={t('trolley.request')} />
      </Stack>
    </form>
  );
}
