// /guest (GUEST): the hotel's guest profiles, searched by the spec's filters and sorted by first name
// ascending unless asked (core-platform §3, §9); the profile with its passport image and stays in the
// drawer; and the spreadsheet (.xlsx) of the current search, made on the server.

import { useState } from 'react';
import { Badge, Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteGuestMutation,
  useGuestSpreadsheetLazyQuery,
  type GuestRowFieldsFragment,
} from '../../graphql/hooks.gen';
import { GuestType } from '../../graphql/schema-enums.gen';
import { errorMessage } from '../../graphql/errors';
import { downloadBlob } from '../../ui/csv';
import { notifyError } from '../../ui/notify';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { FrontOffice } from '../room/front-office';
import { GuestForm } from './components/GuestForm';
import { guestFilters, guestsList } from './lists';

type Row = GuestRowFieldsFragment;

export function GuestsScreen() {
  return <FrontOffice>{(hotel) => <Guests hotelId={hotel.hotelId} />}</FrontOffice>;
}

/** A base64 file as the browser saves it. */
function saveBase64(file: { base64: string; contentType: string; filename: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.contentType }), file.filename);
}

function Guests({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('guest');
  const list = useList(guestsList);
  const [remove] = useDeleteGuestMutation();
  const [spreadsheet] = useGuestSpreadsheetLazyQuery({ fetchPolicy: 'network-only' });
  const [downloading, setDownloading] = useState(false);
  const { filters } = list.table.state;

  const download = async () => {
    setDownloading(true);
    try {
      const { sortField, direction } = list.table.variables;
      const { data, error } = await spreadsheet({
        variables: { hotelId, sortField, direction, ...guestFilters(filters) },
      });
      if (error || !data) throw error ?? new Error('no file');
      saveBase64(data.guestSpreadsheet);
    } catch (error) {
      notifyError(errorMessage(error, t('download.failed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ListScreen<Row>
      ns="guest"
      title={t('guests.title')}
      description={t('guests.description')}
      feature="GUEST"
      list={list}
      csvName={t('guests.title')}
      drawerSize="lg"
      toolbarActions={
        <Group gap="xs">
          <Select
            aria-label={t('fields.guestType')}
            placeholder={t('fields.guestType')}
            clearable
            w={170}
            data={Object.values(GuestType).map((value) => ({ value, label: t(`guestType.${value}`) }))}
            value={filters['guestType'] ?? null}
            onChange={(value) => list.table.setFilter('guestType', value ?? '')}
          />
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('download.xlsx')}
          </Button>
        </Group>
      }
      columns={[
        { key: 'firstName', header: 'fields.firstName', sortable: true, searchable: true },
        { key: 'lastName', header: 'fields.lastName', sortable: true, searchable: true },
        { key: 'idNumber', header: 'fields.idNumber', sortable: true, searchable: true, width: 140 },
        { key: 'nationality', header: 'fields.nationality', sortable: true, searchable: true, width: 140 },
        { key: 'email', header: 'fields.email', sortable: true, searchable: true },
        { key: 'phoneNumber', header: 'fields.phoneNumber', searchable: true, width: 140 },
        { key: 'address', header: 'fields.address', searchable: true },
        { key: 'city', header: 'fields.city', sortable: true, searchable: true, width: 120 },
        {
          key: 'guestType',
          header: 'fields.guestType',
          width: 120,
          render: (row) => (
            <Badge variant="light" color={row.guestType === GuestType.VIP ? 'grape' : 'gray'}>
              {t(`guestType.${row.guestType}`)}
            </Badge>
          ),
          exportValue: (row) => t(`guestType.${row.guestType}`),
        },
        { key: 'stayCount', header: 'fields.stays', align: 'right', width: 80 },
      ]}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`.trim()}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteGuest}
      createTitle={t('guests.create')}
      editTitle={t('guests.edit')}
      form={({ row, close, saved }) => <GuestForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}
