// The read-only privilege overviews: group-privilege (every service of the group), hotel-privilege
// (a hotel's services) and service-privilege (one service). Per service, its roles × its features,
// so an administrator sees at a glance who may do what; each role links to its editor.

import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAccessPrivilegeOverviewQuery, type AccessPrivilegeOverviewQuery } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import type { AccessParent } from './access-search';
import { EditorLink } from './components/EditorLink';
import { PickFirst } from '../../ui/PickFirst';
import { ScopePickers } from './components/ScopePickers';
import classes from './components/PrivilegeMatrix.module.css';
import { STATUS_COLOR, STATUS_COLUMNS, useFeatureName } from './privileges';
import { useAccessScope } from './use-access-scope';
import { PageHeading } from '../../ui/PageHeading';

export type PrivilegeOverviewPage = 'group-privilege' | 'hotel-privilege' | 'service-privilege';

const TITLE: Record<PrivilegeOverviewPage, string> = {
  'group-privilege': 'groupPrivileges',
  'hotel-privilege': 'hotelPrivileges',
  'service-privilege': 'servicePrivileges',
};

type ServiceOverview = AccessPrivilegeOverviewQuery['privilegeOverview'][number];

export function PrivilegeOverviewScreen({ parent, page }: { parent: AccessParent; page: PrivilegeOverviewPage }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const key = TITLE[page];
  const variables =
    page === 'group-privilege'
      ? { groupId: scope.groupId }
      : page === 'hotel-privilege'
        ? { hotelId: scope.hotelId }
        : { serviceId: scope.serviceId, hotelId: scope.hotelId };
  const ready =
    page === 'group-privilege'
      ? scope.groupId !== null
      : page === 'hotel-privilege'
        ? scope.hotelId !== null
        : scope.serviceId !== null;
  const query = useAccessPrivilegeOverviewQuery({ variables, skip: !ready, fetchPolicy: 'cache-and-network' });
  const services = query.data?.privilegeOverview;

  let content;
  if (!ready) {
    content = (
      <PickFirst
        text={
          page === 'group-privilege'
            ? t('scope.pickGroupFirst')
            : page === 'hotel-privilege'
              ? t('scope.pickHotelFirst')
              : t('scope.pickServiceFirst')
        }
      />
    );
  } else if (query.error && !services) {
    content = (
      <Alert color="red" icon={<IconAlertCircle />} title={t('overview.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error, t('overview.loadFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!services) {
    content = <Skeleton height={320} radius="md" aria-label={t('overview.loading')} />;
  } else if (services.length === 0) {
    content = <PickFirst text={t('overview.noServices')} />;
  } else {
    content = services.map((service) => <ServiceTable key={service.serviceId} parent={parent} service={service} />);
  }

  return (
    <Stack gap="md">
      <PageHeading title={<>{t(`${key}.title`)}</>} description={<>{t(`${key}.description`)}</>} />
      <ScopePickers
        scope={scope}
        group={parent === 'group-admin'}
        hotel={page === 'group-privilege' ? undefined : 'required'}
        service={page === 'service-privilege' ? 'required' : undefined}
      />
      {ready && <Legend />}
      {content}
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('access');
  return (
    <Group gap="sm" aria-label={t('overview.legend')}>
      {STATUS_COLUMNS.map((status) => (
        <Group key={status} gap={4}>
          <Badge size="sm" color={STATUS_COLOR[status]} variant={status === 'NO_PERMISSION' ? 'outline' : 'filled'}>
            {t(`statusLetter.${status}`)}
          </Badge>
          <Text size="xs">{t(`status.${status}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

function ServiceTable({ parent, service }: { parent: AccessParent; service: ServiceOverview }) {
  const { t } = useTranslation('access');
  const featureName = useFeatureName();
  return (
    <Card withBorder radius="md" padding="md" data-testid="privilege-overview-service">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={5}>{service.serviceName}</Title>
          <Badge variant="light">{t(`serviceType.${service.serviceType}`)}</Badge>
          {service.hotelName && (
            <Text size="sm" c="dimmed">
              {service.hotelName}
            </Text>
          )}
        </Group>
        {service.roles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.noRoles')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={200 + service.features.length * 30}>
            <Table className={classes.overview} withColumnBorders striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={classes.sticky} miw={180}>
                    {t('overview.role')}
                  </Table.Th>
                  {service.features.map((f) => (
                    <Table.Th key={f.featureId} className={classes.feature} title={featureName(f.prefix)}>
                      {featureName(f.prefix)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {service.roles.map((row) => (
                  <Table.Tr key={row.role.id}>
                    <Table.Td className={classes.sticky}>
                      <EditorLink
                        parent={parent}
                        target={{ hotelId: service.hotelId, serviceId: service.serviceId, roleId: row.role.id }}
                      >
                        {row.role.name}
                      </EditorLink>
                      {!row.role.active && (
                        <Text span size="xs" c="dimmed">
                          {` (${t('roles.inactive')})`}
                        </Text>
                      )}
                    </Table.Td>
                    {row.statuses.map((status, index) => {
                      const feature = service.features[index];
                      const label = `${feature ? featureName(feature.prefix) : ''}: ${t(`status.${status}`)}`;
                      return (
                        <Table.Td key={feature?.featureId ?? index} className={classes.cell}>
                          <Tooltip label={label} withinPortal openDelay={200}>
                            <Badge
                              size="sm"
                              radius="sm"
                              color={STATUS_COLOR[status]}
                              variant={status === 'NO_PERMISSION' ? 'outline' : 'filled'}
                              aria-label={label}
                            >
                              {t(`statusLetter.${status}`)}
                            </Badge>
                          </Tooltip>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
