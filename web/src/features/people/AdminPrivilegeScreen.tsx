// /group-admin/admin-privilege and /group-admin/product-admin-privilege (both unguarded in the spec).
// The administrators of the scope (GROUP, HOTEL, SERVICE levels) or the product administrators (ADMIN
// level), each with what their level grants (users/over-all-permission, read-only), and changing a
// user's level where the viewer may: never above their own, never their own, only an ADMIN makes
// ADMINs (and only an ADMIN sees them).

import { useState } from 'react';
import { ActionIcon, Alert, Button, Modal, Stack, Tooltip } from '@mantine/core';
import { IconEye, IconInfoCircle, IconUserShield, IconUserUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePeopleSetUserLevelMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { DataTable } from '../../ui/data-table';
import { listTableProps, useList, useScopeInUrl } from '../../ui/data-table/use-list';
import { scopeKey } from '../../ui/form/hotel-scope';
import { FormActions, useEntityForm } from '../../ui/form';
import { userLeadColumns, userStateColumn } from './components/user-columns';
import { ChangeLevelForm, type LevelTarget } from './components/ChangeLevelForm';
import { LevelPermissionsMatrix } from './components/LevelPermissionsMatrix';
import { ScopePicker } from './components/ScopePicker';
import { UserPicker } from './components/UserPicker';
import { mayManage } from './levels';
import { administratorsLists } from './lists';
import { usePeopleScope } from './use-people-scope';

type Mode = 'scope' | 'product';

interface Person extends LevelTarget {
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
}

export function AdminPrivilegeScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation('people');
  const { viewer } = useSession();
  if (mode === 'product' && viewer?.level !== 'ADMIN') {
    return (
      <Alert color="blue" icon={<IconInfoCircle />} title={t('privileges.productTitle')} maw={640}>
        {t('privileges.productOnly')}
      </Alert>
    );
  }
  return <Administrators mode={mode} />;
}

function Administrators({ mode }: { mode: Mode }) {
  const { t } = useTranslation('people');
  const { viewer } = useSession();
  const scope = usePeopleScope('group-admin', { allowGroup: true });
  const list = useList(administratorsLists[mode]);
  useScopeInUrl(list, mode === 'scope' && scope.scope ? scopeKey(scope.scope) : null);
  const canView = useCan('USER', 'VIEW');
  const canEdit = useCan('USER', 'EDIT');
  const canSeePrivileges = useCan('PRIVILEGE', 'VIEW');
  const [privilegesOf, setPrivilegesOf] = useState<Person | null>(null);
  const [levelOf, setLevelOf] = useState<Person | null>(null);
  const [appointing, setAppointing] = useState(false);
  const viewerLevel = viewer?.level ?? 'USER';
  const name = (p: Person) => `${p.firstName} ${p.lastName}`;

  if (!canView) {
    return (
      <Alert color="orange" icon={<IconInfoCircle />} maw={640}>
        {t('privileges.noRight')}
      </Alert>
    );
  }

  return (
    <>
      <DataTable
        ns="people"
        title={mode === 'product' ? t('privileges.productTitle') : t('privileges.title')}
        description={mode === 'product' ? t('privileges.productDescription') : t('privileges.description')}
        {...listTableProps(list)}
        loading={list.loading || (mode === 'scope' && scope.loading)}
        error={list.error ?? (mode === 'scope' ? scope.error : null)}
        toolbarActions={
          mode === 'scope' ? (
            <ScopePicker picker={scope.picker} />
          ) : canEdit ? (
            <Button leftSection={<IconUserUp size={16} />} onClick={() => setAppointing(true)}>
              {t('privileges.appoint')}
            </Button>
          ) : null
        }
        columns={[
          ...userLeadColumns<Person>(t),
          {
            key: 'place',
            header: 'privileges.place',
            render: (row) => placeLabel(row),
            exportValue: (row) => placeLabel(row),
          },
          userStateColumn<Person>(t),
        ]}
        rowActions={(row) => (
          <>
            {canSeePrivileges && (
              <Tooltip label={t('privileges.view')} withinPortal>
                <ActionIcon variant="subtle" aria-label={t('privileges.view')} onClick={() => setPrivilegesOf(row)}>
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canEdit && row.id !== viewer?.id && mayManage(viewerLevel, row.level) && (
              <Tooltip label={t('privileges.changeLevel')} withinPortal>
                <ActionIcon variant="subtle" aria-label={t('privileges.changeLevel')} onClick={() => setLevelOf(row)}>
                  <IconUserShield size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </>
        )}
        resetFilters
        csv={{
          fileName: mode === 'product' ? t('privileges.productTitle') : t('privileges.title'),
          rows: list.allRows,
        }}
      />
      <Modal
        opened={privilegesOf !== null}
        onClose={() => setPrivilegesOf(null)}
        title={privilegesOf ? t('privileges.of', { name: name(privilegesOf) }) : ''}
        size="lg"
        centered
      >
        {privilegesOf && (
          <Stack gap="sm">
            <Alert color="blue" icon={<IconInfoCircle />}>
              {t(`privileges.grants.${privilegesOf.level}`)}
            </Alert>
            <LevelPermissionsMatrix userId={privilegesOf.id} />
          </Stack>
        )}
      </Modal>
      <Modal
        opened={levelOf !== null}
        onClose={() => setLevelOf(null)}
        title={levelOf ? t('privileges.changeLevelOf', { name: name(levelOf) }) : ''}
        centered
      >
        {levelOf && (
          <ChangeLevelForm
            user={levelOf}
            viewerLevel={viewerLevel}
            scope={scope}
            onCancel={() => setLevelOf(null)}
            onSaved={() => {
              setLevelOf(null);
              void list.refetch();
            }}
          />
        )}
      </Modal>
      <Modal opened={appointing} onClose={() => setAppointing(false)} title={t('privileges.appoint')} centered>
        {appointing && (
          <AppointForm
            onCancel={() => setAppointing(false)}
            onSaved={() => {
              setAppointing(false);
              void list.refetch();
            }}
          />
        )}
      </Modal>
    </>
  );

  function placeLabel(row: Person): string {
    if (row.hotelId) return scope.hotelName(row.hotelId) ?? `#${row.hotelId}`;
    if (row.level === 'ADMIN') return t('privileges.everywhere');
    const group = scope.groups.find((g) => g.id === row.groupId)?.name;
    if (row.level === 'SERVICE') return t('privileges.ownServices');
    return group ? t('privileges.wholeGroup', { name: group }) : '—';
  }
}

/** An ADMIN makes another user a product administrator. */
function AppointForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('people');
  const [setLevel] = usePeopleSetUserLevelMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { userId: null as string | null },
    validate: { userId: (value: string | null) => (value ? null : t('validation.userRequired')) },
    onSubmit: async (values) =>
      (
        await setLevel({
          variables: { userId: Number(values.userId), level: 'ADMIN', groupId: null, hotelId: null },
        })
      ).data?.setUserLevel,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UserPicker
          label={t('allocation.user')}
          required
          excludeLevels={['ADMIN']}
          value={form.values.userId}
          onChange={(value) => form.setFieldValue('userId', value)}
          error={form.errors['userId']}
        />
        <Alert color="grape" icon={<IconInfoCircle />}>
          {t('privileges.grants.ADMIN')}
        </Alert>
        <FormActions submitting={submitting} onCancel={onCancel} submitLabel={t('privileges.appoint')} />
      </Stack>
    </form>
  );
}
