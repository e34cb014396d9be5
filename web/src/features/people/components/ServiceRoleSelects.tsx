// The service and service-role choices of the people forms: the services in the viewer's scope (of
// one hotel, or of every hotel grouped by hotel) and the roles of the chosen service.

import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePeopleServiceRolesQuery, usePeopleStaffServicesQuery } from '../../../graphql/hooks.gen';

type ChoiceProps = Omit<SelectProps, 'data'>;

export function ServiceSelect({ hotelId, ...props }: ChoiceProps & { hotelId: number | null }) {
  const { t } = useTranslation('people');
  const query = usePeopleStaffServicesQuery({ fetchPolicy: 'cache-first' });
  const data = useMemo(() => {
    // The chosen service stays choosable even when it is in another hotel (an existing allocation).
    const services = (query.data?.staffServices ?? []).filter(
      (s) => hotelId === null || s.hotelId === hotelId || String(s.id) === props.value,
    );
    if (hotelId !== null) {
      return services.map((s) => ({
        value: String(s.id),
        label: s.hotelId === hotelId ? s.name : `${s.name} (${s.hotelName})`,
      }));
    }
    const byHotel = new Map<string, { value: string; label: string }[]>();
    for (const s of services) {
      const items = byHotel.get(s.hotelName) ?? [];
      items.push({ value: String(s.id), label: s.name });
      byHotel.set(s.hotelName, items);
    }
    return [...byHotel].map(([group, items]) => ({ group, items }));
  }, [query.data, hotelId, props.value]);
  return (
    <Select
      placeholder={t('choices.service')}
      searchable
      nothingFoundMessage={t('common.notFound')}
      {...props}
      error={props.error ?? (query.error ? t('errors.loadFailed') : undefined)}
      data={data}
      disabled={props.disabled || query.loading}
    />
  );
}

export function ServiceRoleSelect({ serviceId, ...props }: ChoiceProps & { serviceId: number | null }) {
  const { t } = useTranslation('people');
  const query = usePeopleServiceRolesQuery({ variables: { serviceId: serviceId ?? 0 }, skip: serviceId === null });
  const data = (query.data?.staffServiceRoles ?? [])
    .filter((r) => r.active || String(r.id) === props.value)
    .map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Select
      placeholder={serviceId === null ? t('choices.serviceFirst') : t('choices.serviceRole')}
      searchable
      nothingFoundMessage={t('choices.noRoles')}
      {...props}
      error={props.error ?? (query.error ? t('errors.rolesFailed') : undefined)}
      data={data}
      disabled={props.disabled || serviceId === null || query.loading}
    />
  );
}
