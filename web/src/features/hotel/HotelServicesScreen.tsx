// /group-admin/hotel-service, /hotel-admin/hotel-service, /service-admin/hotel-service
// (HOTEL_SERVICE): the services of one hotel, picked from the caller's hotels when there are
// several (the choice stays in the URL); under hotel-admin and service-admin the hotel chosen in the
// header. A service with open orders or staff is not deleted (the server says so).

import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, EmptyState, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconApps } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useDeleteHotelServiceMutation,
  useHotelChoicesQuery,
  type HotelServiceFieldsFragment,
} from '../../graphql/hooks.gen';
import { isAvailable } from '../../navigation/available';
import { useSession } from '../../session/session';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { listTableProps, useList, type ListController } from '../../ui/data-table/use-list';
import { HotelScopeSelect, useHotelScopeChoice } from '../../ui/form/HotelScopeSelect';
import { PictureCell } from './components/HotelCells';
import { HotelServiceForm, SERVICE_TYPES } from './components/HotelServiceForm';
import type { PageScope } from './page-scope';
import { servicesLists } from './lists';
import { recordDeleted } from './hotel-cache';
import { hotelActions, stateColumn } from './hotel-actions';
import { useHotelRights } from './use-hotel-rights';
import { useSearchNavigate } from '../../ui/data-table/search-navigate';

type Row = HotelServiceFieldsFragment;

/** The hotel page of the same parent, where a hotel is created first. */
const HOTEL_PAGES: Record<PageScope, string> = {
  group: '/group-admin/hotel',
  hotel: '/hotel-admin/hotel',
  service: '/service-admin/hotel',
};

export function HotelServicesScreen({ scope }: { scope: PageScope }) {
  const { t } = useTranslation('hotel');
  const { hotel: chosenHotel } = useSession();
  const navigateTo = useNavigate();
  const navigate = useSearchNavigate();
  const list = useList(servicesLists[scope]);
  const choices = useHotelChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const offered = choices.data?.hotels;
  const hotels = useMemo(() => (offered ?? []).map((h) => ({ id: h.id, name: h.name, groupId: h.groupId })), [offered]);
  const input = useMemo(
    () => ({ groupIds: [], hotelIds: hotels.length === 1 ? [hotels[0]!.id] : [], hotels }),
    [hotels],
  );
  const fixed = scope === 'group' ? null : (chosenHotel?.hotelId ?? null);
  // The list's hotel (the header's under hotel-admin and service-admin, else the URL's, else the
  // header's), else the first one offered, which is written into the URL for the list to ask for.
  const choice = useHotelScopeChoice(input, {
    allowGroup: false,
    preferGroup: false,
    requested: list.scope ? String(list.scope.hotelId) : null,
    currentHotelId: chosenHotel?.hotelId ?? null,
  });
  const hotelId = list.scope?.hotelId ?? choice.hotelId;
  useEffect(() => {
    if (list.scope === null && choice.hotelId !== null) {
      void navigate({ to: '.', search: (previous) => ({ ...previous, hotelId: choice.hotelId }), replace: true });
    }
  }, [list.scope, choice.hotelId, navigate]);

  const picker =
    fixed === null && hotels.length > 0 ? (
      <HotelScopeSelect
        {...input}
        allowGroup={false}
        label={t('services.hotel')}
        placeholder={t('services.chooseHotel')}
        value={hotelId ? String(hotelId) : null}
        allowDeselect={false}
        w={260}
        onChange={(_, chosen) => {
          if (chosen?.kind !== 'hotel' || chosen.hotelId === list.scope?.hotelId) return;
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, hotelId: chosen.hotelId, page: undefined }),
            replace: true,
          });
        }}
      />
    ) : null;

  if (hotelId === null) {
    if (choices.loading || choices.error) {
      return (
        <Services
          hotelId={null}
          list={list}
          picker={picker}
          loadingChoices={choices.loading}
          choicesError={choices.error}
          onRetry={() => void choices.refetch()}
        />
      );
    }
    const hotelPage = HOTEL_PAGES[scope];
    return (
      <Stack gap="md">
        <Title order={3}>{t('services.title')}</Title>
        <EmptyState
          icon={<IconBuildingSkyscraper size={28} />}
          title={t('services.noHotelTitle')}
          description={t('services.noHotel')}
        >
          {isAvailable(hotelPage) && (
            <EmptyState.Actions>
              <Button onClick={() => void navigateTo({ href: hotelPage })}>{t('services.createHotel')}</Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Stack>
    );
  }
  return <Services hotelId={hotelId} list={list} picker={picker} />;
}

function Services(props: {
  hotelId: number | null;
  list: ListController<Row>;
  picker: ReactNode;
  loadingChoices?: boolean;
  choicesError?: unknown;
  onRetry?: () => void;
}) {
  const { hotelId, picker, list } = props;
  const { t } = useTranslation('hotel');
  const { table } = list;
  const dialog = useCrudDialog<Row>();
  const rights = useHotelRights().services;
  const serviceType = SERVICE_TYPES.find((type) => type === table.state.filters['serviceType']) ?? null;
  const [remove] = useDeleteHotelServiceMutation();

  return (
    <>
      <DataTable
        ns="hotel"
        title={t('services.title')}
        description={t('services.description')}
        {...listTableProps(list)}
        loading={list.loading || Boolean(props.loadingChoices)}
        error={list.error ?? props.choicesError}
        onRetry={() => (props.choicesError ? props.onRetry?.() : void list.refetch())}
        toolbarActions={
          <>
            {picker}
            <SegmentedControl
              size="xs"
              aria-label={t('services.serviceType')}
              value={serviceType ?? ''}
              onChange={(value) => table.setFilter('serviceType', value)}
              data={[
                { value: '', label: t('services.allTypes') },
                ...SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceType.${type}`) })),
              ]}
            />
          </>
        }
        columns={[
          {
            key: 'cardLogo',
            header: 'common.picture',
            width: 72,
            render: (row) => <PictureCell src={row.cardLogo ?? row.cardImage} alt={row.name} icon={IconApps} />,
            exportValue: false,
          },
          {
            key: 'name',
            header: 'services.name',
            sortable: true,
            searchable: true,
            render: (row) => (
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
            ),
          },
          {
            key: 'serviceType',
            header: 'services.serviceType',
            sortable: true,
            render: (row) => t(`serviceType.${row.serviceType}`),
            exportValue: (row) => t(`serviceType.${row.serviceType}`),
          },
          stateColumn<Row>(t),
        ]}
        addLabel={t('services.create')}
        {...hotelActions({
          rights: { canAdd: rights.canAdd && hotelId !== null, canEdit: rights.canEdit, canDelete: rights.canDelete },
          dialog,
          remove: async (id) =>
            (await remove({ variables: { id }, update: (cache) => recordDeleted(cache, 'service', id) })).data
              ?.deleteHotelService,
          refetch: list.refetch,
          t,
        })}
        resetFilters
        csv={{ fileName: t('services.title'), rows: list.allRows }}
      />
      {hotelId !== null && (
        <CrudDrawer dialog={dialog} createTitle={t('services.create')} editTitle={t('services.edit')} size="lg">
          {({ row, close }) => (
            <HotelServiceForm
              hotelId={hotelId}
              service={row}
              onCancel={close}
              onSaved={() => {
                close();
                void list.refetch();
              }}
            />
          )}
        </CrudDrawer>
      )}
    </>
  );
}
