// /restaurant-admin/tax (RESTAURANT_TAX): the restaurant's service charge and taxes (core §3 Tax,
// §9 tax calculation), with the bill of 1,000 LKR they make, computed by the domain's rules.

import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteRestaurantTaxMutation,
  useAdminRestaurantTaxesQuery,
  type AdminRestaurantTaxFieldsFragment,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { billPreview } from './bill-preview';
import { BillPreviewCard } from './components/BillPreviewCard';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { ActiveBadge } from './components/StatusBadges';
import { TaxForm } from './components/TaxForm';
import { formatRate } from '../../ui/format';
import { taxesSearch } from './table-searches';
import { useRestaurantAdmin } from './use-restaurant-admin';

type Row = AdminRestaurantTaxFieldsFragment;

export function TaxScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <Taxes serviceId={restaurant.serviceId} /> : <NoRestaurantChosen />;
}

function Taxes({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const table = useSearchParamTableState(taxesSearch);
  const dialog = useCrudDialog<Row>();
  const query = useAdminRestaurantTaxesQuery({
    variables: { serviceId, ...table.variables, name: table.state.filters['name'] ?? null },
    fetchPolicy: 'cache-and-network',
  });
  // Every tax, for the preview (a restaurant has a handful).
  const all = useAdminRestaurantTaxesQuery({
    variables: { serviceId, page: 0, size: 200, sortField: 'sequence', direction: 'ASC' },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAdminDeleteRestaurantTaxMutation();
  const rights = useCrudRights('RESTAURANT_TAX');
  const result = query.data ?? query.previousData;
  const saved = all.data?.restaurantTaxes.items ?? [];
  const refetch = () => Promise.all([query.refetch(), all.refetch()]);

  const flags = (row: Row) =>
    [
      row.serviceCharge && t('tax.serviceCharge'),
      row.vat && t('tax.vat'),
      row.socialSecurityContributionLevy && t('tax.levy'),
    ].filter((flag): flag is string => Boolean(flag));

  return (
    <Stack gap="lg">
      <DataTable
        ns="restaurant-admin"
        title={t('tax.title')}
        description={t('tax.description')}
        table={table}
        rows={result?.restaurantTaxes.items ?? []}
        total={result?.restaurantTaxes.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'sequence', header: 'tax.sequence', sortable: true, align: 'right', width: 110 },
          { key: 'name', header: 'tax.name', sortable: true, searchable: true },
          {
            key: 'rate',
            header: 'tax.rate',
            sortable: true,
            align: 'right',
            width: 110,
            render: (row) => formatRate(row.rate),
          },
          {
            key: 'kind',
            header: 'tax.kind',
            render: (row) => (
              <Group gap={4}>
                {flags(row).map((flag) => (
                  <Badge key={flag} variant="light" size="sm">
                    {flag}
                  </Badge>
                ))}
              </Group>
            ),
            exportValue: (row) => flags(row).join(', '),
          },
          {
            key: 'active',
            header: 'common.state',
            render: (row) => <ActiveBadge active={row.active} />,
            exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
          },
          {
            key: 'onCompletedBills',
            header: 'tax.onBills',
            render: (row) => (row.onCompletedBills ? t('common.yes') : t('common.no')),
            exportValue: (row) => (row.onCompletedBills ? t('common.yes') : t('common.no')),
          },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteRestaurantTax,
          deleteFailed: t('errors.deleteFailed'),
          refetch,
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('tax.title') }}
      />
      {saved.length > 0 && <BillPreviewCard preview={billPreview(saved, null)} />}
      <CrudDrawer dialog={dialog} size="lg" createTitle={t('tax.create')} editTitle={t('tax.edit')} onSaved={refetch}>
        {({ row, close, saved: done }) => (
          <TaxForm serviceId={serviceId} tax={row} saved={saved} onCancel={close} onSaved={done} />
        )}
      </CrudDrawer>
    </Stack>
  );
}
