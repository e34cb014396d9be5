// hotel-user-privilege (PRIVILEGE) under /group-admin, /hotel-admin and /service-admin: pick a user
// of the scope and see what they may do in each service they work in (read-only), the role it comes
// from, and a link to edit that role's privileges. Administrators' rights come from their level.

import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAccessPrivilegeUsersQuery,
  useAccessUserPrivilegesQuery,
  type AccessUserPrivilegesQuery,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../ui/data-table';
import type { AccessParent } from './access-search';
import { EditorLink } from './components/EditorLink';
import { PickFirst } from '../../ui/PickFirst';
import { ScopePickers } from './components/ScopePickers';
import { STATUS_COLOR, sectionsOf, useFeatureName } from './privileges';
import { useAccessScope, type AccessScope } from './use-access-scope';
import { PageHeading } from '../../ui/PageHeading';

type Result = AccessUserPrivilegesQuery['userPrivileges'];

export function UserPrivilegesScreen({ parent }: { parent: AccessParent }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const wholeGroup = parent === 'group-admin';
  const ready = scope.hotelId !== null || (wholeGroup && scope.groupId !== null);

  return (
    <Stack gap="md">
      <PageHeading title={t('userPrivileges.title')} description={t('userPrivileges.description')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ScopePickers
          scope={scope}
          group={wholeGroup}
          hotel={wholeGroup ? 'optional' : 'required'}
          service={parent === 'service-admin' ? 'optional' : undefined}
        />
        {ready && <UserPicker scope={scope} />}
      </Group>
      {!ready ? (
        <PickFirst text={t('scope.pickHotelFirst')} />
      ) : scope.userId === null ? (
        <PickFirst text={t('userPrivileges.pickUser')} />
      ) : (
        <UserPrivileges parent={parent} scope={scope} userId={scope.userId} />
      )}
    </Stack>
  );
}

function UserPicker({ scope }: { scope: AccessScope }) {
  const { t } = useTranslation('access');
  const [search, setSearch] = useState('');
  // Every user seen so far keeps its label, so the picked one still reads right once the search
  // shows the picked label (which matches nobody as a search).
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const picked = scope.userId !== null ? String(scope.userId) : null;
  const [debounced] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const name = picked !== null && known.get(picked) === debounced ? null : debounced.trim() || null;
  const users = useAccessPrivilegeUsersQuery({
    variables: { hotelId: scope.hotelId, serviceId: scope.serviceId, name },
  });
  const list = (users.data ?? users.previousData)?.privilegeUsers ?? [];
  const data = list.map((u) => ({ value: String(u.userId), label: `${u.name} <${u.email}>` }));
  if (data.some((d) => known.get(d.value) !== d.label)) {
    setKnown(new Map([...known, ...data.map((d) => [d.value, d.label] as const)]));
  }
  if (picked !== null && !data.some((d) => d.value === picked)) {
    data.push({ value: picked, label: known.get(picked) ?? t('userPrivileges.userNumber', { id: scope.userId }) });
  }
  return (
    <Select
      label={t('userPrivileges.user')}
      placeholder={t('userPrivileges.searchUser')}
      w={320}
      searchable
      required
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={users.loading ? t('userPrivileges.searching') : t('userPrivileges.noUsers')}
      data={data}
      value={picked}
      onChange={(value) => scope.pick({ userId: value ? Number(value) : undefined })}
      error={users.error ? errorMessage(users.error, t('scope.loadFailed')) : undefined}
    />
  );
}

function UserPrivileges({ parent, scope, userId }: { parent: AccessParent; scope: AccessScope; userId: number }) {
  const { t } = useTranslation('access');
  const query = useAccessUserPrivilegesQuery({
    variables: { userId, hotelId: scope.hotelId },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data?.userPrivileges;
  if (query.error && !result) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={t('userPrivileges.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error, t('userPrivileges.loadFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!result) return <Skeleton height={280} radius="md" aria-label={t('userPrivileges.loading')} />;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={4}>{result.user.name}</Title>
        <Text c="dimmed" size="sm">
          {result.user.email}
        </Text>
        <Badge variant="light">{t(`level.${result.user.level}`)}</Badge>
      </Group>
      {result.administrator && (
        <Alert icon={<IconInfoCircle />} variant="light">
          {t('userPrivileges.administrator', { level: t(`level.${result.user.level}`) })}
        </Alert>
      )}
      {result.services.length === 0 ? (
        <PickFirst text={t('userPrivileges.noServices')} />
      ) : (
        result.services.map((service) => (
          <ServiceCard key={service.serviceId} parent={parent} service={service} administrator={result.administrator} />
        ))
      )}
    </Stack>
  );
}

function ServiceCard({
  parent,
  service,
  administrator,
}: {
  parent: AccessParent;
  service: Result['services'][number];
  administrator: boolean;
}) {
  const { t } = useTranslation('access');
  const featureName = useFeatureName();
  const granted = service.privileges.filter((p) => p.status !== 'NO_PERMISSION');
  return (
    <Card withBorder radius="md" padding="md" data-testid="user-privilege-service">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={5}>{service.serviceName}</Title>
            {service.serviceType && <Badge variant="light">{t(`serviceType.${service.serviceType}`)}</Badge>}
            {service.hotelName && (
              <Text size="sm" c="dimmed">
                {service.hotelName}
              </Text>
            )}
          </Group>
          {service.roleId !== null && (
            <Group gap="xs">
              <Text size="sm">{t('userPrivileges.fromRole', { role: service.roleName ?? '' })}</Text>
              {!administrator && (
                <EditorLink
                  parent={parent}
                  target={{ hotelId: service.hotelId, serviceId: service.serviceId, roleId: service.roleId }}
                >
                  {t('userPrivileges.editRole')}
                </EditorLink>
              )}
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('userPrivileges.summary', { granted: granted.length, total: service.privileges.length })}
        </Text>
        <Table verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('matrix.feature')}</Table.Th>
              <Table.Th w={140}>{t('userPrivileges.access')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sectionsOf(service.privileges).map((section) => [
              <Table.Tr key={`section-${section.scope}`}>
                <Table.Td colSpan={2}>
                  <Text fw={600} size="sm">
                    {t(`scopes.${section.scope}`)}
                  </Text>
                </Table.Td>
              </Table.Tr>,
              ...section.rows.map((p) => (
                <Table.Tr key={p.featureId}>
                  <Table.Td>{featureName(p.prefix)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[p.status]} variant={p.status === 'NO_PERMISSION' ? 'outline' : 'light'}>
                      {t(`status.${p.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              )),
            ])}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
