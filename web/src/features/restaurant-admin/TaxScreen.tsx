// /restaurant-admin/tax (RESTAURANT_TAX): the restaurant's service charge and taxes (core §3 Tax,
// §9 tax calculation), with the bill of 1,000 LKR they make, computed by the domain's rules.

import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteRestaurantTaxMutation,
  useAdminRestaurantTaxesQuery,
  type AdminRestaurantTaxFieldsFragment,
} from '../../graphql/hooks.gen';
import { billPreview } from './bill-preview';
import { BillPreviewCard } from './components/BillPreviewCard';
import { NotChosen } from '../../session/NotChosen';
import { ActiveBadge } from './components/StatusBadges';
import { TaxForm } from './components/TaxForm';
import { formatRate } from '../../ui/format';
import { restaurantTaxesList } from './lists';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { useChosenService } from '../../session/use-chosen';

type Row = AdminRestaurantTaxFieldsFragment;

export function TaxScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Taxes serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Taxes({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(restaurantTaxesList);
  // Every tax, for the preview (a restaurant has a handful).
  const all = useAdminRestaurantTaxesQuery({
    variables: { serviceId, page: 0, size: 200, sortField: 'sequence', direction: 'ASC' },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAdminDeleteRestaurantTaxMutation();
  const saved = all.data?.restaurantTaxes.items ?? [];
  // A change moves the preview too.
  const refetch = () => Promise.all([list.refetch(), all.refetch()]);

  const flags = (row: Row) =>
    [
      row.serviceCharge && t('tax.serviceCharge'),
      row.vat && t('tax.vat'),
      row.socialSecurityContributionLevy && t('tax.levy'),
    ].filter((flag): flag is string => Boolean(flag));

  return (
    <ListScreen<Row>
      ns="restaurant-admin"
      title={t('tax.title')}
      description={t('tax.description')}
      feature="RESTAURANT_TAX"
      list={{ ...list, refetch }}
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
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteRestaurantTax}
      createTitle={t('tax.create')}
      editTitle={t('tax.edit')}
      drawerSize="lg"
      form={({ row, close, saved: done }) => (
        <TaxForm serviceId={serviceId} tax={row} saved={saved} onCancel={close} onSaved={done} />
      )}
    >
      {saved.length > 0 && <BillPreviewCard preview={billPreview(saved, null)} />}
    </ListScreen>
  );
}
