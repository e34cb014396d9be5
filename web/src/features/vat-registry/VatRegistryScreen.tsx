// /vat-registry (VAT_REGISTRY; core-platform §2 Other entries, operations §2 Refund and VAT): the
// hotel's one registry of business customers — the front office's, the restaurant's and the group's
// shared ones — with the areas each serves. READ lists, WRITE registers and edits, MAINTAIN deletes
// (refused for a customer a stay, folio, order or invoice names). The form looks an e-mail up 600 ms
// after the last key and offers the customer already registered with it.

import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteHotelVatCustomerMutation, type VatCustomerFieldsFragment } from '../../graphql/hooks.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { FrontOffice } from '../room/front-office';
import { VatCustomerForm } from './components/VatCustomerForm';
import { useHotelVatCalls } from './hotel-vat';
import { hotelVatRegistryList } from './lists';

type Row = VatCustomerFieldsFragment;

export function VatRegistryScreen() {
  return <FrontOffice>{(hotel) => <Registry hotelId={hotel.hotelId} />}</FrontOffice>;
}

export function RegistryTypes({ types }: { types: readonly string[] }) {
  const { t } = useTranslation('vat-registry');
  return (
    <Group gap={4} wrap="wrap">
      {types.map((type) => (
        <Badge key={type} variant="light" size="sm" color={type === 'RESTAURANT' ? 'orange' : 'blue'}>
          {t(`types.${type}`, { defaultValue: type })}
        </Badge>
      ))}
    </Group>
  );
}

function Registry({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('vat-registry');
  const list = useList(hotelVatRegistryList);
  const [remove] = useDeleteHotelVatCustomerMutation();
  const calls = useHotelVatCalls(hotelId);
  return (
    <ListScreen<Row>
      ns="vat-registry"
      title={t('title')}
      description={t('description')}
      feature="VAT_REGISTRY"
      list={list}
      columns={[
        { key: 'name', header: 'form.name', sortable: true, searchable: true },
        { key: 'email', header: 'form.email', sortable: true, searchable: true },
        { key: 'vatNumber', header: 'form.vatNumber', sortable: true, searchable: true },
        { key: 'address', header: 'form.address', searchable: true },
        {
          key: 'registryTypes',
          header: 'usedBy',
          width: 170,
          render: (row) => <RegistryTypes types={row.registryTypes} />,
          exportValue: (row) => row.registryTypes.map((type) => t(`types.${type}`, { defaultValue: type })).join(', '),
        },
        {
          key: 'onlyThisHotelView',
          header: 'seenBy',
          width: 170,
          render: (row) =>
            row.hotelId === hotelId ? (
              <Badge variant="light" color={row.onlyThisHotelView ? 'gray' : 'teal'}>
                {row.onlyThisHotelView ? t('thisHotel') : t('wholeGroup')}
              </Badge>
            ) : (
              <Badge variant="outline" color="gray">
                {t('sharedBy', { hotel: row.hotelName ?? '' })}
              </Badge>
            ),
          exportValue: (row) => (row.onlyThisHotelView ? t('thisHotel') : t('wholeGroup')),
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteHotelVatCustomer}
      createTitle={t('create')}
      editTitle={t('edit')}
      form={({ row, close, saved }) => (
        <VatCustomerForm<Row>
          hotelId={hotelId}
          customer={row}
          find={calls.find}
          save={(values) => calls.save(row, values)}
          onSaved={saved}
          onCancel={close}
        />
      )}
    />
  );
}
