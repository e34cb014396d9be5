// /housekeeping/Trolley-item (TROLLEY, housekeeping admin; the spec shows no layout): the hotel's
// trolleys — added, renumbered, deleted while no request names them — and, for the trolley
// picked, the items it carries with their standard quantities. The staff app's Trolley Stock Request
// starts from those items. Items are those of the hotel's stores, each once.

import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAdminTrolleysQuery,
  useCreateTrolleyMutation,
  useDeleteTrolleyMutation,
  useSaveTrolleyItemsMutation,
  useTrolleyItemsQuery,
  useTrolleyStockQuery,
  useUpdateTrolleyMutation,
} from '../../../graphql/hooks.gen';
import { NotChosen } from '../../../session/NotChosen';
import { useCan } from '../../../session/permissions';
import { useChosenService, type ChosenService } from '../../../session/use-chosen';
import { confirm } from '../../../ui/confirm';
import { LoadError } from '../../../ui/LoadError';
import { PageHeading } from '../../../ui/PageHeading';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { runAndNotify } from '../../../ui/run-mutation';
import classes from './TrolleyItemScreen.module.css';

export function TrolleyItemScreen() {
  const housekeeping = useChosenService('HOUSEKEEPING');
  return housekeeping ? <TrolleyItems housekeeping={housekeeping} /> : <NotChosen what="HOUSEKEEPING" />;
}

interface TrolleyRow {
  id: number;
  trolleyNo: string;
}

function TrolleyItems({ housekeeping }: { housekeeping: ChosenService }) {
  const { t } = useTranslation('housekeeping');
  const { serviceId, hotelId } = housekeeping;
  const trolleys = useAdminTrolleysQuery({ variables: { serviceId, hotelId }, fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<number | null>(null);
  const [editing, setEditing] = useState<TrolleyRow | 'new' | null>(null);
  const [remove] = useDeleteTrolleyMutation();
  const canAdd = useCan('TROLLEY', 'ADD');
  const canEdit = useCan('TROLLEY', 'EDIT');
  const canDelete = useCan('TROLLEY', 'DELETE');
  const rows = trolleys.data?.adminTrolleys;
  const current = rows?.find((r) => r.id === picked) ?? rows?.[0] ?? null;
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('trolleys.title')}
        description={t('trolleys.description', { hotel: housekeeping.hotelTitle })}
      />
      <LoadError error={trolleys.error} fallback={t('trolleys.loadFailed')} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h4">
                {t('trolleys.list')}
              </Title>
              {canAdd && (
                <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
                  {t('trolleys.create')}
                </Button>
              )}
            </Group>
            {!rows ? (
              trolleys.loading ? (
                <Skeleton h={120} />
              ) : null
            ) : rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('trolleys.empty')}
              </Text>
            ) : (
              <Stack gap={4} role="list" aria-label={t('trolleys.list')}>
                {rows.map((row) => (
                  <Group
                    key={row.id}
                    gap="xs"
                    wrap="nowrap"
                    role="listitem"
                    className={classes.row}
                    data-active={row.id === current?.id || undefined}
                  >
                    <UnstyledButton
                      className={classes.pick}
                      onClick={() => setPicked(row.id)}
                      aria-pressed={row.id === current?.id}
                    >
                      {row.trolleyNo}
                    </UnstyledButton>
                    {canEdit && (
                      <Tooltip label={t('trolleys.edit')} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('trolleys.editNamed', { name: row.trolleyNo })}
                          onClick={() => setEditing(row)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {canDelete && (
                      <Tooltip label={t('trolleys.delete')} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('trolleys.deleteNamed', { name: row.trolleyNo })}
                          onClick={() =>
                            void (async () => {
                              if (
                                !(await confirm({
                                  message: t('trolleys.confirmDelete', { name: row.trolleyNo }),
                                  danger: true,
                                }))
                              )
                                return;
                              await runAndNotify(
                                async () =>
                                  (await remove({ variables: { serviceId, id: row.id } })).data?.deleteTrolley,
                                t('trolleys.deleteFailed'),
                                () => trolleys.refetch(),
                              );
                            })()
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="md" className={classes.items}>
          {current ? (
            <CarriedItems key={current.id} housekeeping={housekeeping} trolley={current} editable={canEdit} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('items.pickTrolley')}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('trolleys.create') : t('trolleys.edit')}
      >
        {editing !== null && (
          <TrolleyForm
            housekeeping={housekeeping}
            trolley={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(id) => {
              setEditing(null);
              setPicked(id);
              void trolleys.refetch();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function TrolleyForm({
  housekeeping,
  trolley,
  onSaved,
  onCancel,
}: {
  housekeeping: ChosenService;
  trolley: TrolleyRow | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('housekeeping');
  const [create] = useCreateTrolleyMutation();
  const [update] = useUpdateTrolleyMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { trolleyNo: trolley?.trolleyNo ?? '' },
    validate: { trolleyNo: (value: string) => (value.trim() ? null : t('refusal:TROLLEY_NUMBER_REQUIRED')) },
    onSubmit: async ({ trolleyNo }) => {
      const variables = {
        serviceId: housekeeping.serviceId,
        hotelId: housekeeping.hotelId,
        trolleyNo: trolleyNo.trim(),
      };
      return trolley
        ? (await update({ variables: { ...variables, id: trolley.id } })).data?.updateTrolley
        : (await create({ variables })).data?.createTrolley;
    },
    successMessage: () => (trolley ? t('trolleys.updated') : t('trolleys.created')),
    onSuccess: (result) => onSaved(result?.id ?? trolley?.id ?? 0),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('trolly.trolleyNumber')}
          required
          maxLength={30}
          data-autofocus
          {...form.getInputProps('trolleyNo')}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface Line {
  key: number;
  itemId: string;
  quantity: number | string;
}

function CarriedItems({
  housekeeping,
  trolley,
  editable,
}: {
  housekeeping: ChosenService;
  trolley: TrolleyRow;
  editable: boolean;
}) {
  const { t } = useTranslation('housekeeping');
  const { serviceId, hotelId } = housekeeping;
  const carried = useTrolleyItemsQuery({
    variables: { serviceId, trolleyId: trolley.id },
    fetchPolicy: 'cache-and-network',
  });
  const stock = useTrolleyStockQuery({ variables: { serviceId, hotelId }, fetchPolicy: 'cache-and-network' });
  const [save] = useSaveTrolleyItemsMutation();
  const [lines, setLines] = useState<Line[] | null>(null);
  const shown: Line[] =
    lines ??
    (carried.data?.trolleyItems ?? []).map((i, index) => ({
      key: index,
      itemId: String(i.itemId),
      quantity: i.quantity,
    }));
  const options = (stock.data?.trolleyStock.items ?? []).map((i) => ({
    value: String(i.itemId),
    label: i.unitName ? `${i.itemName} (${i.unitName})` : i.itemName,
  }));
  const change = (next: Line[]) => setLines(next);
  const { submit, submitting } = useEntityForm({
    initialValues: {},
    onSubmit: async () =>
      (
        await save({
          variables: {
            serviceId,
            trolleyId: trolley.id,
            items: shown
              .filter((l) => l.itemId)
              .map((l) => ({ itemId: Number(l.itemId), quantity: Number(l.quantity) })),
          },
        })
      ).data?.saveTrolleyItems,
    successMessage: (result) => result?.message,
    onSuccess: () => {
      setLines(null);
      void carried.refetch();
    },
  });
  const duplicate = new Set(shown.map((l) => l.itemId)).size !== shown.length;
  const invalid = shown.some((l) => !l.itemId || !(Number(l.quantity) > 0));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('items.title', { trolley: trolley.trolleyNo })}
        </Title>
        <LoadError error={carried.error ?? stock.error} fallback={t('items.loadFailed')} />
        {!carried.data && carried.loading ? (
          <Skeleton h={120} />
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('items.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('trolly.item')}</Table.Th>
                  <Table.Th w={140}>{t('items.standard')}</Table.Th>
                  {editable && <Table.Th w={50} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((line, index) => (
                  <Table.Tr key={line.key}>
                    <Table.Td>
                      {editable ? (
                        <Select
                          aria-label={t('items.itemOfLine', { n: index + 1 })}
                          searchable
                          data={options}
                          value={line.itemId || null}
                          error={
                            line.itemId && shown.filter((l) => l.itemId === line.itemId).length > 1
                              ? t('items.twice')
                              : undefined
                          }
                          onChange={(value) =>
                            change(shown.map((l) => (l.key === line.key ? { ...l, itemId: value ?? '' } : l)))
                          }
                        />
                      ) : (
                        (options.find((o) => o.value === line.itemId)?.label ?? '')
                      )}
                    </Table.Td>
                    <Table.Td>
                      {editable ? (
                        <NumberInput
                          aria-label={t('items.standardOfLine', { n: index + 1 })}
                          min={1}
                          decimalScale={3}
                          value={line.quantity}
                          onChange={(value) =>
                            change(shown.map((l) => (l.key === line.key ? { ...l, quantity: value } : l)))
                          }
                        />
                      ) : (
                        String(line.quantity)
                      )}
                    </Table.Td>
                    {editable && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('items.removeLine', { n: index + 1 })}
                          onClick={() => change(shown.filter((l) => l.key !== line.key))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editable && (
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => change([...shown, { key: Date.now(), itemId: '', quantity: 1 }])}
            >
              {t('items.add')}
            </Button>
            <Button type="submit" loading={submitting} disabled={lines === null || duplicate || invalid}>
              {t('items.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
