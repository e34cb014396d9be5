// The stay's account on the reservation page: the reservation's folios as tabs (folio 1 the guest's,
// more the desk opens: the company pays the room, the guest the extras), each with its statement —
// every charge (room nights, the restaurant's room bills, additional and event charges) and payment in
// the order posted with the balance after it, as the server's domain statement made it — and its
// totals. The desk opens a folio and moves chosen uninvoiced charges to another one (INVOICE at EDIT);
// an invoiced charge cannot be chosen (moveChargesRefusal, the server's rule).

import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { moveChargesRefusal } from '@hotel/domain';
import {
  useFoliosQuery,
  useMoveChargesMutation,
  useOpenFolioMutation,
  useStayAccountChangesSubscription,
  type FolioFieldsFragment,
} from '../../../graphql/hooks.gen';
import { PHONE_MEDIA_QUERY } from '../../../app/theme';
import { errorMessage } from '../../../graphql/errors';
import { useCan } from '../../../session/permissions';
import { formatAmount, formatDate } from '../../../ui/format';
import { FormActions, useEntityForm } from '../../../ui/form';
import { runAndNotify } from '../../../ui/run-mutation';

type Folio = FolioFieldsFragment;
type Entry = Folio['entries'][number];

export function StayAccount({
  hotelId,
  reservationId,
  version,
}: {
  hotelId: number;
  reservationId: number;
  version: number;
}) {
  const { t } = useTranslation(['reservation', 'folio']);
  const canEdit = useCan('INVOICE', 'EDIT');
  const [opening, setOpening] = useState(false);
  const [tab, setTab] = useState<string | null>(null);
  const query = useFoliosQuery({ variables: { hotelId, reservationId }, fetchPolicy: 'cache-and-network' });
  // Every saved change of the stay (a new version) may have posted to its account: read it again. (Not
  // by remounting under a new key: the browser was left with the old card beside the new one.)
  const { refetch } = query;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch().catch(() => undefined);
  }, [version, refetch]);
  // Live: a charge posted, moved or voided, a receipt, a refund or an invoice of this stay, by another
  // desk or the waiter (/folio/{hotelId}, kept to this stay by the server), and a reconnect: read again.
  useStayAccountChangesSubscription({
    variables: { hotelId, reservationId },
    onData: ({ data }) => {
      if (data.data?.stayAccountChanges) void refetch().catch(() => undefined);
    },
  });
  const folios = query.data?.folios ?? null;
  const active = folios?.find((f) => String(f.id) === tab) ?? folios?.[0] ?? null;
  return (
    <Card withBorder padding="md" data-testid="stay-account" data-version={version}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('account.title')}
        </Title>
        {canEdit && folios !== null && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setOpening(true)}>
            {t('folio:account.open')}
          </Button>
        )}
      </Group>
      {folios === null ? (
        query.error ? (
          <Alert color="red" icon={<IconAlertTriangle />} title={t('account.failed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(query.error, t('account.failed'))}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch().catch(() => undefined)}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Text c="dimmed">{t('common:states.loading')}</Text>
        )
      ) : folios.length === 0 ? (
        <Text c="dimmed">{t('account.empty')}</Text>
      ) : (
        <Tabs value={String(active!.id)} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {folios.map((f) => (
              <Tabs.Tab key={f.id} value={String(f.id)} data-testid={`folio-tab-${f.number}`}>
                {t('folio:account.tab', { number: f.number, name: f.name })}{' '}
                <Badge variant="light" color={f.balance === 0 ? 'gray' : 'blue'} ml={4}>
                  {f.currency} {formatAmount(f.balance)}
                </Badge>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {folios.map((f) => (
            <Tabs.Panel key={f.id} value={String(f.id)} pt="sm">
              <FolioStatement hotelId={hotelId} folio={f} folios={folios} canMove={canEdit} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Modal opened={opening} onClose={() => setOpening(false)} title={t('folio:account.open')}>
        {opening && (
          <OpenFolioForm
            hotelId={hotelId}
            reservationId={reservationId}
            onCancel={() => setOpening(false)}
            onSaved={(id) => {
              setOpening(false);
              setTab(String(id));
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

/** What a statement line says: a night, an outlet's bill, an additional or event charge, a payment. */
function EntryText({ entry }: { entry: Entry }) {
  const { t } = useTranslation(['reservation', 'folio']);
  const charge = entry.charge;
  if (!charge) {
    const method = entry.method ? t(`folio:methods.${entry.method}`, { defaultValue: entry.method }) : '';
    return (
      <>
        {t(`folio:entry.${entry.kind}`, { number: entry.description })}
        {method ? ` · ${method}` : ''}
        {entry.status && entry.status !== 'AUTHORISED' && (
          <Badge ml="xs" size="sm" variant="light" color={entry.status === 'PENDING' ? 'yellow' : 'red'}>
            {t(`folio:receiptStatus.${entry.status}`)}
          </Badge>
        )}
      </>
    );
  }
  const text =
    charge.kind === 'ROOM_NIGHT'
      ? t('account.roomNight', { roomNo: charge.roomNo })
      : `${t(`folio:kinds.${charge.kind}`)} · ${charge.description}`;
  return (
    <>
      {text}
      {charge.invoiced ? ` (${t('account.invoiced')})` : ''}
      {charge.voidsChargeId ? ` (${t('folio:charge.voids', { id: charge.voidsChargeId })})` : ''}
      {charge.voidedByChargeId ? ` (${t('folio:charge.voided')})` : ''}
    </>
  );
}

function FolioStatement({
  hotelId,
  folio,
  folios,
  canMove,
}: {
  hotelId: number;
  folio: Folio;
  folios: readonly Folio[];
  canMove: boolean;
}) {
  const { t } = useTranslation(['reservation', 'folio']);
  const [chosen, setChosen] = useState<number[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const [move, { loading }] = useMoveChargesMutation();
  const others = folios.filter((f) => f.id !== folio.id);
  const movable = (entry: Entry) => entry.charge !== null && !entry.charge.invoiced;
  const toFolio = others.find((f) => String(f.id) === target) ?? null;
  const refusal = toFolio
    ? moveChargesRefusal(
        folio.entries
          .filter((e) => e.charge && chosen.includes(e.charge.id))
          .map((e) => ({
            id: e.charge!.id,
            hotelId,
            folioId: folio.id,
            reservationId: folio.reservationId ?? null,
            invoiced: e.charge!.invoiced,
          })),
        { id: toFolio.id, hotelId, reservationId: toFolio.reservationId ?? null },
      )
    : null;
  const right = { textAlign: 'right' } as const;
  // On a phone the statement stacks: the date and room under the line's text, the balance under its
  // amount, so three columns fit 390 px without scrolling sideways.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const span = (canMove ? 1 : 0) + (phone ? 1 : 4);
  const doMove = () =>
    void runAndNotify(async () => {
      const result = (
        await move({
          variables: { input: { hotelId, fromFolioId: folio.id, targetFolioId: toFolio!.id, chargeIds: chosen } },
          refetchQueries: ['Folios'],
          awaitRefetchQueries: true,
        })
      ).data?.moveCharges;
      setChosen([]);
      return result;
    }, t('folio:account.moveFailed'));
  if (folio.entries.length === 0) {
    return <Text c="dimmed">{t('folio:account.emptyFolio')}</Text>;
  }
  return (
    <Stack gap="sm">
      {canMove && others.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('folio:account.chosen', { count: chosen.length })}
          </Text>
          <Select
            size="xs"
            w={220}
            aria-label={t('folio:account.moveTo')}
            placeholder={t('folio:account.moveTo')}
            data={others.map((f) => ({
              value: String(f.id),
              label: t('folio:account.tab', { number: f.number, name: f.name }),
            }))}
            value={target}
            onChange={setTarget}
          />
          <Button
            size="xs"
            leftSection={<IconArrowsExchange size={14} />}
            disabled={!toFolio || chosen.length === 0 || refusal !== null}
            loading={loading}
            onClick={doMove}
          >
            {t('folio:account.move')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={phone ? 0 : 620}>
        <Table verticalSpacing="xs" data-layout={phone ? 'stacked' : 'columns'}>
          <Table.Thead>
            {phone ? (
              <Table.Tr>
                {canMove && <Table.Th w={36} />}
                <Table.Th>{t('account.kind')}</Table.Th>
                <Table.Th style={right}>
                  {t('account.amount')} / {t('folio:account.balance')}
                </Table.Th>
              </Table.Tr>
            ) : (
              <Table.Tr>
                {canMove && <Table.Th w={36} />}
                <Table.Th>{t('account.date')}</Table.Th>
                <Table.Th>{t('account.room')}</Table.Th>
                <Table.Th>{t('account.kind')}</Table.Th>
                <Table.Th style={right}>{t('account.amount')}</Table.Th>
                <Table.Th style={right}>{t('folio:account.balance')}</Table.Th>
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {folio.entries.map((entry) => {
              const payment = entry.kind !== 'CHARGE';
              return (
                <Table.Tr key={`${entry.kind}-${entry.id}`} c={entry.counted ? undefined : 'dimmed'}>
                  {canMove && (
                    <Table.Td>
                      {movable(entry) && (
                        <Checkbox
                          aria-label={t('folio:account.choose', { description: entry.description })}
                          checked={chosen.includes(entry.charge!.id)}
                          onChange={(e) => {
                            const id = entry.charge!.id;
                            const on = e.currentTarget.checked;
                            setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
                          }}
                        />
                      )}
                    </Table.Td>
                  )}
                  {phone ? (
                    <>
                      <Table.Td>
                        <Text size="sm">
                          <EntryText entry={entry} />
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(entry.date)}
                          {entry.charge?.roomNo ? ` · ${t('account.room')} ${entry.charge.roomNo}` : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ ...right, whiteSpace: 'nowrap' }}>
                        <Text size="sm">
                          {payment ? '−' : ''}
                          {folio.currency} {formatAmount(entry.amount)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {folio.currency} {formatAmount(entry.balance)}
                        </Text>
                      </Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td>{formatDate(entry.date)}</Table.Td>
                      <Table.Td>{entry.charge?.roomNo ?? ''}</Table.Td>
                      <Table.Td>
                        <EntryText entry={entry} />
                      </Table.Td>
                      <Table.Td style={right}>
                        {payment ? '−' : ''}
                        {folio.currency} {formatAmount(entry.amount)}
                      </Table.Td>
                      <Table.Td style={right}>
                        {folio.currency} {formatAmount(entry.balance)}
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={span}>{t('account.total')}</Table.Th>
              <Table.Th style={right} data-testid={`account-charges-${folio.currency}`}>
                {folio.currency} {formatAmount(folio.charges)}
              </Table.Th>
            </Table.Tr>
            {(folio.paid !== 0 || folio.refunded !== 0) && (
              <Table.Tr>
                <Table.Th colSpan={span}>{t('folio:account.paid')}</Table.Th>
                <Table.Th style={right}>
                  {folio.currency} {formatAmount(folio.paid - folio.refunded)}
                </Table.Th>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th colSpan={span}>{t('folio:account.balance')}</Table.Th>
              <Table.Th style={right} data-testid={`account-total-${folio.currency}`}>
                {folio.currency} {formatAmount(folio.balance)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function OpenFolioForm(props: {
  hotelId: number;
  reservationId: number;
  onCancel: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('folio');
  const [open] = useOpenFolioMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')) },
    onSubmit: async (values) =>
      (
        await open({
          variables: {
            input: { hotelId: props.hotelId, reservationId: props.reservationId, name: values.name.trim() },
          },
          refetchQueries: ['Folios'],
          awaitRefetchQueries: true,
        })
      ).data?.openFolio,
    successMessage: (result) => result?.message,
    onSuccess: (result) => result && props.onSaved(result.folio.id),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account.name')}
          description={t('account.nameHint')}
          required
          maxLength={80}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
