// /hotel-setting/lead-type: the inquiry lead types of the hotel (name, active), created and changed
// in a drawer, deleted after confirmation. The route has no guard (operations §6); adding, editing
// and deleting follow SYSTEM_CONFIG, which the BFF and the upstream enforce again.

import { useTranslation } from 'react-i18next';
import { useAuditDeleteLeadTypeMutation, type AuditLeadTypeFieldsFragment } from '../../graphql/hooks.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { HotelScopeSelect } from '../../ui/form';
import { formatInstant, plainDateTime } from '../../ui/format';
import { ActiveBadge } from './components/ActiveBadge';
import { ChooseHotel } from './components/ChooseHotel';
import { LeadTypeForm } from './components/LeadTypeForm';
import { leadTypesList } from './lists';
import { useAdminScope } from './use-admin-scope';

type Row = AuditLeadTypeFieldsFragment;

export function LeadTypesScreen() {
  const { t } = useTranslation('audit');
  const scope = useAdminScope('hotel');
  const list = useList(leadTypesList);
  const [remove] = useAuditDeleteLeadTypeMutation();
  if (!list.scope) return <ChooseHotel scope={scope} onChoose={list.chooseScope} />;
  const { hotelId } = list.scope;
  const hotel = scope.hotelName(hotelId);

  return (
    <ListScreen<Row>
      ns="audit"
      title={t('leadTypes.title')}
      description={hotel ? t('leadTypes.descriptionNamed', { hotel }) : t('leadTypes.description')}
      feature="SYSTEM_CONFIG"
      list={list}
      toolbarActions={
        <HotelScopeSelect
          {...scope.input}
          allowGroup={false}
          aria-label={t('common.hotel')}
          label={null}
          value={String(hotelId)}
          onChange={(value) => {
            if (value) list.chooseScope(value);
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
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteLeadType}
      createTitle={t('leadTypes.create')}
      editTitle={t('leadTypes.edit')}
      csvName={t('leadTypes.file')}
      extra={{ addLabel: t('leadTypes.create') }}
      form={({ row, close, saved }) => (
        <LeadTypeForm hotelId={hotelId} leadType={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}
