// /hotel-setting/lead-type: the inquiry lead types of the hotel (name, active), created and changed
// in a drawer, deleted after confirmation. The route has no guard (operations §6); adding, editing
// and deleting follow SYSTEM_CONFIG, which the BFF and the upstream enforce again.

import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAuditDeleteLeadTypeMutation,
  useAuditLeadTypesQuery,
  type AuditLeadTypeFieldsFragment,
} from '../../graphql/hooks.gen';
import {
  crudActions,
  CrudDrawer,
  DataTable,
  useCrudDialog,
  useCrudRights,
  useSearchParamTableState,
} from '../../ui/data-table';
import { HotelScopeSelect, parseScopeKey } from '../../ui/form';
import { formatInstant, plainDateTime } from '../../ui/format';
import { ActiveBadge } from './components/ActiveBadge';
import { ChooseHotel } from './components/ChooseHotel';
import { LeadTypeForm } from './components/LeadTypeForm';
import { leadTypesSearch } from './searches';
import { useAdminScope, type AdminScope } from './use-admin-scope';

type Row = AuditLeadTypeFieldsFragment;

export function LeadTypesScreen() {
  const scope = useAdminScope('hotel');
  const [key, setKey] = useState<string | null>(null);
  const chosen = parseScopeKey(key ?? scope.initialKey);
  if (chosen?.kind === 'hotel') {
    return <LeadTypes hotelId={chosen.hotelId} scope={scope} onHotel={setKey} />;
  }
  return <ChooseHotel scope={scope} onChoose={setKey} />;
}

function LeadTypes({
  hotelId,
  scope,
  onHotel,
}: {
  hotelId: number;
  scope: AdminScope;
  onHotel: (key: string | null) => void;
}) {
  const { t } = useTranslation('audit');
  const table = useSearchParamTableState(leadTypesSearch);
  const dialog = useCrudDialog<Row>();
  const query = useAuditLeadTypesQuery({
    variables: { hotelId, ...table.variables, name: table.state.filters['name'] ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAuditDeleteLeadTypeMutation();
  const rights = useCrudRights('SYSTEM_CONFIG');
  const result = query.data ?? query.previousData;
  const hotel = scope.hotelName(hotelId);

  return (
    <Stack gap="lg">
      <DataTable
        ns="audit"
        title={t('leadTypes.title')}
        description={hotel ? t('leadTypes.descriptionNamed', { hotel }) : t('leadTypes.description')}
        table={table}
        rows={result?.leadTypes.items ?? []}
        total={result?.leadTypes.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbarActions={
          <HotelScopeSelect
            {...scope.input}
            allowGroup={false}
            aria-label={t('common.hotel')}
            label={null}
            value={String(hotelId)}
            onChange={(value) => {
              if (value) onHotel(value);
            }}
            w={220}
          />
        }
        columns={[
          { key: 'name', header: 'leadTypes.name', sortable: true, searchable: true },
          {
            key: 'active',
            header: 'common.state',
            sortable: true,
            width: 140,
            render: (row) => <ActiveBadge active={row.active} />,
            exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
          },
          {
            key: 'createdAt',
            header: 'leadTypes.createdAt',
            sortable: true,
            width: 200,
            render: (row) => formatInstant(row.createdAt),
            exportValue: (row) => plainDateTime(row.createdAt),
          },
        ]}
        addLabel={t('leadTypes.create')}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteLeadType,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('leadTypes.file') }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('leadTypes.create')}
        editTitle={t('leadTypes.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => <LeadTypeForm hotelId={hotelId} leadType={row} onCancel={close} onSaved={saved} />}
      </CrudDrawer>
    </Stack>
  );
}
