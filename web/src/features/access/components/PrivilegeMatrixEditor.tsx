// THE privilege editor: one service role's status for every feature its service offers. Rows are
// the features (the service's own, then administration), columns READ / WRITE / MAINTAIN / NONE,
// one radio per row and "set all" per column. Saved with the documented update (only the rows that
// changed); leaving with unsaved changes asks first. Shows who holds the role. Every privilege page
// that edits uses this component.

import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Popover,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconUsers } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  AccessPrivilegeMatrixDocument,
  useAccessPrivilegeMatrixQuery,
  useAccessUpdateRolePrivilegesMutation,
  type AccessPrivilegeMatrixQuery,
  type PermissionStatus,
} from '../../../graphql/hooks.gen';
import { errorMessage, fieldErrors } from '../../../graphql/errors';
import { serverNotice } from '../../../graphql/notices';
import { useCan } from '../../../session/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { STATUS_COLOR, STATUS_COLUMNS, sectionsOf, useFeatureName } from '../privileges';
import classes from './PrivilegeMatrix.module.css';

export interface PrivilegeMatrixEditorProps {
  serviceId: number;
  roleId: number;
}

type Matrix = AccessPrivilegeMatrixQuery['privilegeMatrix'];

export function PrivilegeMatrixEditor({ serviceId, roleId }: PrivilegeMatrixEditorProps) {
  const { t } = useTranslation('access');
  const variables = { serviceId, serviceRoleId: roleId };
  const query = useAccessPrivilegeMatrixQuery({ variables, fetchPolicy: 'cache-and-network' });
  const matrix = query.data?.privilegeMatrix;

  if (query.error && !matrix) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={t('matrix.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error, t('matrix.loadFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!matrix) return <Skeleton height={420} radius="md" aria-label={t('matrix.loading')} />;
  return <MatrixForm key={`${serviceId}:${roleId}`} matrix={matrix} serviceId={serviceId} roleId={roleId} />;
}

function MatrixForm({ matrix, serviceId, roleId }: { matrix: Matrix; serviceId: number; roleId: number }) {
  const { t } = useTranslation('access');
  const featureName = useFeatureName();
  const canEdit = useCan('PRIVILEGE', 'EDIT');
  const [draft, setDraft] = useState<Readonly<Record<number, PermissionStatus>>>({});
  const [save, saving] = useAccessUpdateRolePrivilegesMutation();

  const changes = useMemo(
    () =>
      matrix.privileges
        .filter((p) => draft[p.featureId] !== undefined && draft[p.featureId] !== p.status)
        .map((p) => ({ featureId: p.featureId, status: draft[p.featureId]! })),
    [draft, matrix],
  );
  const dirty = changes.length > 0;
  const statusOf = (featureId: number, saved: PermissionStatus) => draft[featureId] ?? saved;
  const sections = sectionsOf(matrix.privileges);

  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });

  const submit = async () => {
    try {
      const result = await save({
        variables: { input: { serviceId, serviceRoleId: roleId, privileges: changes } },
        update: (cache, { data }) => {
          if (!data) return;
          cache.writeQuery({
            query: AccessPrivilegeMatrixDocument,
            variables: { serviceId, serviceRoleId: roleId },
            data: { privilegeMatrix: data.updateRolePrivileges.matrix },
          });
        },
      });
      setDraft({});
      const message = result.data?.updateRolePrivileges.message;
      if (message) notifySuccess(serverNotice(message));
    } catch (error) {
      const rows = fieldErrors(error)
        .map((e) => /^privileges\.(\d+)\./.exec(e.field)?.[1])
        .filter((index): index is string => index !== undefined)
        .map((index) => changes[Number(index)])
        .map((change) => matrix.privileges.find((p) => p.featureId === change?.featureId)?.prefix)
        .filter((prefix): prefix is string => Boolean(prefix))
        .map(featureName);
      notifyError([errorMessage(error, t('matrix.saveFailed')), ...rows].join(' — '));
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={4}>{matrix.role.name}</Title>
            <Text size="sm" c="dimmed">
              {[matrix.role.serviceName, matrix.role.hotelName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Holders holders={matrix.holders ?? null} />
            {!matrix.role.active && (
              <Badge color="gray" variant="light">
                {t('roles.inactive')}
              </Badge>
            )}
          </Group>
        </Group>

        {!canEdit && (
          <Alert variant="light" color="gray">
            {t('matrix.readOnly')}
          </Alert>
        )}

        <Table.ScrollContainer minWidth={560}>
          <Table className={classes.matrix} verticalSpacing={6} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('matrix.feature')}</Table.Th>
                {STATUS_COLUMNS.map((status) => (
                  <Table.Th key={status} ta="center" w={110}>
                    <Stack gap={2} align="center">
                      <span>{t(`status.${status}`)}</span>
                      {canEdit && (
                        <UnstyledButton
                          className={classes.setAll}
                          onClick={() =>
                            setDraft(Object.fromEntries(matrix.privileges.map((p) => [p.featureId, status])))
                          }
                          aria-label={t('matrix.setAllTo', { status: t(`status.${status}`) })}
                        >
                          {t('matrix.setAll')}
                        </UnstyledButton>
                      )}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.map((section) => [
                <Table.Tr key={`section-${section.scope}`} className={classes.section}>
                  <Table.Td colSpan={STATUS_COLUMNS.length + 1}>
                    <Text fw={600} size="sm">
                      {t(`scopes.${section.scope}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>,
                ...section.rows.map((p) => {
                  const name = featureName(p.prefix);
                  const current = statusOf(p.featureId, p.status);
                  const changed = current !== p.status;
                  return (
                    <Table.Tr key={p.featureId} data-changed={changed || undefined} data-testid="privilege-row">
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{name}</Text>
                          {changed && (
                            <Badge size="xs" variant="dot" color="orange">
                              {t('matrix.changed')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      {STATUS_COLUMNS.map((status) => (
                        <Table.Td key={status} ta="center">
                          <Radio
                            className={classes.radio}
                            name={`privilege-${p.featureId}`}
                            value={status}
                            color={STATUS_COLOR[status]}
                            checked={current === status}
                            disabled={!canEdit}
                            onChange={() => setDraft((previous) => ({ ...previous, [p.featureId]: status }))}
                            aria-label={t('matrix.radioLabel', { feature: name, status: t(`status.${status}`) })}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                }),
              ])}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        {canEdit && (
          <Group justify="space-between" className={classes.footer}>
            <Text size="sm" c={dirty ? 'orange' : 'dimmed'} aria-live="polite">
              {dirty ? t('matrix.unsaved', { count: changes.length }) : t('matrix.allSaved')}
            </Text>
            <Group gap="sm">
              <Button variant="default" disabled={!dirty || saving.loading} onClick={() => setDraft({})}>
                {t('matrix.discard')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                disabled={!dirty}
                loading={saving.loading}
                onClick={() => void submit()}
              >
                {t('matrix.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={t('matrix.leaveTitle')}
        message={t('matrix.leaveMessage', { count: changes.length })}
        confirmLabel={t('matrix.leave')}
        cancelLabel={t('matrix.stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Card>
  );
}

function Holders({ holders }: { holders: readonly { userId: number; name: string; email: string }[] | null }) {
  const { t } = useTranslation('access');
  if (holders === null) return null;
  if (holders.length === 0) {
    return (
      <Badge variant="light" color="gray" leftSection={<IconUsers size={12} aria-hidden />}>
        {t('matrix.heldByNobody')}
      </Badge>
    );
  }
  return (
    <Popover withArrow shadow="md" position="bottom-end">
      <Popover.Target>
        <UnstyledButton aria-label={t('matrix.showHolders')}>
          <Badge variant="light" leftSection={<IconUsers size={12} aria-hidden />} style={{ cursor: 'pointer' }}>
            {t('matrix.heldBy', { count: holders.length })}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <List size="sm" spacing={4}>
          {holders.map((h) => (
            <List.Item key={h.userId}>
              {h.name} <Text span c="dimmed" size="xs">{`<${h.email}>`}</Text>
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
