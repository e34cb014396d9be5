// The scope pickers of the access pages: a group (system administrators, who see several), a hotel
// (the §6 hotel scope: hidden for a user tied to a hotel; "the whole group" where a page allows it),
// a service of that hotel, and a service role of that service. Each shows only what the page asks for.

import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessGroupsQuery,
  useAccessHotelsQuery,
  useAccessServiceRoleOptionsQuery,
  useAccessServicesQuery,
} from '../../../graphql/hooks.gen';
import { tiedHotelOf } from '../../../session/hotel-tie';
import { useSession } from '../../../session/session';
import { HotelScopeSelect } from '../../../ui/form/HotelScopeSelect';
import { scopeKey } from '../../../ui/form/hotel-scope';
import type { AccessScope } from '../use-access-scope';

type Need = 'required' | 'optional';

export interface ScopePickersProps {
  scope: AccessScope;
  group?: boolean;
  /** optional: the whole group may be chosen (/group-admin only). */
  hotel?: Need;
  /** optional: every service of the hotel (or group) may be chosen. */
  service?: Need;
  role?: boolean;
}

const WIDTH = 240;

export function ScopePickers({ scope, group, hotel, service, role }: ScopePickersProps) {
  if (scope.serviceFixed) return role ? <RolePicker scope={scope} /> : null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {group && <GroupPicker scope={scope} />}
      {hotel && <HotelPicker scope={scope} need={hotel} />}
      {service && <ServicePicker scope={scope} need={service} />}
      {role && <RolePicker scope={scope} />}
    </Group>
  );
}

function GroupPicker({ scope }: { scope: AccessScope }) {
  const { t } = useTranslation('access');
  const groups = useAccessGroupsQuery();
  const list = groups.data?.groups ?? [];
  // A group administrator works in their one group; only a system administrator picks.
  if (list.length <= 1 && scope.groupId !== null) return null;
  return (
    <Select
      label={t('scope.group')}
      placeholder={t('scope.pickGroup')}
      w={WIDTH}
      searchable
      data={list.map((g) => ({ value: String(g.id), label: g.name }))}
      value={scope.groupId ? String(scope.groupId) : null}
      onChange={(value) => scope.pick({ groupId: value ? Number(value) : undefined })}
      error={groups.error ? t('scope.loadFailed') : undefined}
    />
  );
}

function HotelPicker({ scope, need }: { scope: AccessScope; need: Need }) {
  const { t } = useTranslation('access');
  const { viewer, group } = useSession();
  const tied = tiedHotelOf(viewer);
  const hotels = useAccessHotelsQuery({ variables: { groupId: scope.groupId }, skip: scope.groupId === null });
  const list = hotels.data?.hotels ?? [];
  const allowGroup = need === 'optional' && scope.parent === 'group-admin';
  const value =
    scope.hotelId !== null
      ? scopeKey({ kind: 'hotel', hotelId: scope.hotelId })
      : allowGroup && scope.groupId !== null
        ? scopeKey({ kind: 'group', groupId: scope.groupId })
        : null;
  const groupName = group?.id === scope.groupId ? group?.name : viewer?.profile.group?.name;
  return (
    <HotelScopeSelect
      w={WIDTH}
      groupIds={scope.groupId !== null ? [scope.groupId] : []}
      hotelIds={tied !== null ? [tied] : []}
      hotels={list}
      groups={scope.groupId !== null && groupName ? [{ id: scope.groupId, name: groupName }] : []}
      allowGroup={allowGroup}
      {...(allowGroup ? {} : { placeholder: t('scope.pickHotel') })}
      required={need === 'required'}
      value={value}
      onChange={(_key, picked) => {
        const hotelId = picked?.kind === 'hotel' ? picked.hotelId : undefined;
        if ((hotelId ?? null) !== scope.hotelId) scope.pick({ hotelId });
      }}
    />
  );
}

function ServicePicker({ scope, need }: { scope: AccessScope; need: Need }) {
  const { t } = useTranslation('access');
  const services = useAccessServicesQuery({
    variables: { hotelId: scope.hotelId ?? 0 },
    skip: scope.hotelId === null,
  });
  const list = services.data?.services ?? [];
  return (
    <Select
      label={t('scope.service')}
      placeholder={
        scope.hotelId === null
          ? t('scope.pickHotelFirst')
          : need === 'optional'
            ? t('scope.allServices')
            : t('scope.pickService')
      }
      w={WIDTH}
      searchable
      required={need === 'required'}
      clearable={need === 'optional'}
      disabled={scope.hotelId === null}
      data={list.map((s) => ({ value: String(s.id), label: `${s.name} · ${t(`serviceType.${s.serviceType}`)}` }))}
      value={scope.serviceId ? String(scope.serviceId) : null}
      onChange={(value) => scope.pick({ serviceId: value ? Number(value) : undefined })}
      error={services.error ? t('scope.loadFailed') : undefined}
    />
  );
}

function RolePicker({ scope }: { scope: AccessScope }) {
  const { t } = useTranslation('access');
  const roles = useAccessServiceRoleOptionsQuery({
    variables: { serviceId: scope.serviceId ?? 0 },
    skip: scope.serviceId === null,
    fetchPolicy: 'cache-and-network',
  });
  const list = roles.data?.serviceRoles.items ?? [];
  return (
    <Select
      label={t('scope.role')}
      placeholder={scope.serviceId === null ? t('scope.pickServiceFirst') : t('scope.pickRole')}
      w={WIDTH}
      searchable
      required
      disabled={scope.serviceId === null}
      nothingFoundMessage={t('scope.noRoles')}
      data={list.map((r) => ({
        value: String(r.id),
        label: r.active ? r.name : `${r.name} (${t('roles.inactive')})`,
      }))}
      value={scope.roleId ? String(scope.roleId) : null}
      onChange={(value) => scope.pick({ roleId: value ? Number(value) : undefined })}
      error={roles.error ? t('scope.loadFailed') : undefined}
    />
  );
}
