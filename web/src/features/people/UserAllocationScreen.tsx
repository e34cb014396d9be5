// /group-admin/user-allocation: pick a user, then allocate them — the services they work in with the
// service role of each (PUT users), and the system, group and hotel role they hold (the designed
// user-role calls). Unguarded in the spec; the calls need USER rights, so without them the page says so.

import { useEffect, useState } from 'react';
import { Alert, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../graphql/errors';
import {
  useHotelScopeOptionsQuery,
  usePeopleAllocateUserMutation,
  usePeopleSetUserRolesMutation,
  usePeopleUserQuery,
  usePeopleUserRolesQuery,
  type PeopleUserFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { FormActions, useEntityForm } from '../../ui/form';
import {
  AllocationsField,
  allocationErrors,
  allocationInput,
  type AllocationValue,
} from './components/AllocationsField';
import { LevelBadge } from './components/Badges';
import { UserPicker } from './components/UserPicker';
import { worksInServices } from './levels';
import { PageHeading } from '../../ui/PageHeading';

export function UserAllocationScreen() {
  const { t } = useTranslation('people');
  const canView = useCan('USER', 'VIEW');
  const [userId, setUserId] = useState<number | null>(null);
  const user = usePeopleUserQuery({
    variables: { id: userId ?? 0 },
    skip: userId === null,
    fetchPolicy: 'network-only',
  });

  if (!canView) {
    return (
      <Alert color="orange" icon={<IconInfoCircle />} title={t('allocation.title')} maw={640}>
        {t('allocation.noRight')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={960}>
      <PageHeading title={t('allocation.title')} description={t('allocation.description')} />
      <UserPicker
        label={t('allocation.user')}
        value={userId ? String(userId) : null}
        onChange={(value) => setUserId(value ? Number(value) : null)}
        maw={480}
      />
      {userId !== null && user.error && (
        <Alert color="red" icon={<IconInfoCircle />}>
          {errorMessage(user.error, t('errors.loadFailed'))}
        </Alert>
      )}
      {userId !== null && user.data && (
        <Allocation key={user.data.userAccount.id} user={user.data.userAccount} onSaved={() => void user.refetch()} />
      )}
    </Stack>
  );
}

function Allocation({ user, onSaved }: { user: PeopleUserFieldsFragment; onSaved: () => void }) {
  const canEdit = useCan('USER', 'EDIT');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>{`${user.firstName} ${user.lastName}`}</Text>
        <LevelBadge level={user.level} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md">
          <ServicesForm user={user} canEdit={canEdit} onSaved={onSaved} />
        </Card>
        <Card withBorder radius="md">
          <RolesForm user={user} canEdit={canEdit} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function ServicesForm({
  user,
  canEdit,
  onSaved,
}: {
  user: PeopleUserFieldsFragment;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('people');
  const [allocate] = usePeopleAllocateUserMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      allocations: user.allocations.map((a) => ({
        serviceId: String(a.serviceId),
        serviceRoleId: String(a.serviceRoleId),
      })) as AllocationValue[],
    },
    validate: (values) =>
      allocationErrors(values.allocations, {
        roleRequired: t('validation.roleRequired'),
        serviceRequired: t('validation.serviceRequired'),
        duplicate: t('validation.serviceTwice'),
      }),
    onSubmit: async (values) =>
      (await allocate({ variables: { userId: user.id, allocations: allocationInput(values.allocations) } })).data
        ?.allocateUserAccount,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('allocation.servicesTitle')}</Title>
        {!worksInServices(user.level) && (
          <Text size="sm" c="dimmed">
            {t('allocation.adminServices')}
          </Text>
        )}
        <AllocationsField form={form} hotelId={null} disabled={!canEdit} />
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}

function RolesForm({ user, canEdit }: { user: PeopleUserFieldsFragment; canEdit: boolean }) {
  const { t } = useTranslation('people');
  const { viewer } = useSession();
  const query = usePeopleUserRolesQuery({ variables: { userId: user.id }, fetchPolicy: 'network-only' });
  const [save] = usePeopleSetUserRolesMutation();
  const held = query.data?.userAccountRoles;
  const choices = query.data?.userRoleChoices;
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      roleId: null as string | null,
      groupsRoleId: null as string | null,
      hotelRoleId: null as string | null,
    },
    onSubmit: async (values) =>
      (
        await save({
          variables: {
            input: {
              userId: user.id,
              roleId: values.roleId ? Number(values.roleId) : null,
              groupsRoleId: values.groupsRoleId ? Number(values.groupsRoleId) : null,
              hotelRoleId: values.hotelRoleId ? Number(values.hotelRoleId) : null,
            },
          },
        })
      ).data?.setUserAccountRoles,
    successMessage: (result) => result?.message,
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!held) return;
    const values = {
      roleId: held.roleId ? String(held.roleId) : null,
      groupsRoleId: held.groupsRoleId ? String(held.groupsRoleId) : null,
      hotelRoleId: held.hotelRoleId ? String(held.hotelRoleId) : null,
    };
    setValues(values);
    resetDirty(values);
  }, [held, setValues, resetDirty]);

  // Group and hotel roles carry the name of their group or hotel when the user spans several.
  const names = useHotelScopeOptionsQuery().data;
  const groupName = (id: number) => names?.groups.find((g) => g.id === id)?.name ?? `#${id}`;
  const hotelName = (id: number) => names?.hotels.find((h) => h.id === id)?.name ?? `#${id}`;
  const toOptions = (
    list: { id: number; name: string; active: boolean; ownerId?: number | null }[] | undefined,
    heldId: number | null | undefined,
    ownerName?: (id: number) => string,
  ) => {
    const options = (list ?? []).filter((r) => r.active || r.id === heldId);
    const owners = [...new Set(options.map((r) => r.ownerId ?? 0))];
    const option = (r: (typeof options)[number]) => ({ value: String(r.id), label: r.name });
    if (!ownerName || owners.length < 2) return options.map(option);
    return owners.map((owner) => ({
      group: ownerName(owner),
      items: options.filter((r) => (r.ownerId ?? 0) === owner).map(option),
    }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('allocation.rolesTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('allocation.rolesHint')}
        </Text>
        {query.error && (
          <Alert color="red" icon={<IconInfoCircle />}>
            {errorMessage(query.error, t('errors.loadFailed'))}
          </Alert>
        )}
        <Select
          label={t('allocation.systemRole')}
          description={viewer?.level === 'ADMIN' ? undefined : t('allocation.systemRoleHint')}
          placeholder={t('allocation.noRole')}
          data={toOptions(choices?.system, held?.roleId)}
          clearable
          disabled={!canEdit || viewer?.level !== 'ADMIN' || query.loading}
          {...form.getInputProps('roleId')}
        />
        <Select
          label={t('allocation.groupRole')}
          placeholder={t('allocation.noRole')}
          data={toOptions(choices?.group, held?.groupsRoleId, groupName)}
          clearable
          disabled={!canEdit || query.loading}
          {...form.getInputProps('groupsRoleId')}
        />
        <Select
          label={t('allocation.hotelRole')}
          placeholder={t('allocation.noRole')}
          data={toOptions(choices?.hotel, held?.hotelRoleId, hotelName)}
          clearable
          disabled={!canEdit || query.loading}
          {...form.getInputProps('hotelRoleId')}
        />
        {canEdit && <FormActions submitting={submitting} disabled={query.loading || !!query.error} />}
      </Stack>
    </form>
  );
}
