// A catalogue list of the front office's hotel (room types, reservation types): the chosen hotel or
// the "choose one" state, the list (useList of the screen's definition, which asks nothing while no
// hotel is chosen), Add/Edit/Delete by ROOM, and its texts under `area` in the room namespace
// (title, description, create, edit). The screen writes its columns, its delete and its form.

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudContentContext } from '../../../ui/data-table/CrudDialog';
import { ListScreen } from '../../../ui/data-table/ListScreen';
import type { DataTableColumn } from '../../../ui/data-table/types';
import type { ListController } from '../../../ui/data-table/use-list';
import { FrontOffice } from '../front-office';

export interface CatalogueScreenProps<Row> {
  /** The key prefix of the texts: `${area}.title`, `.description`, `.create`, `.edit`. */
  area: string;
  list: ListController<Row>;
  columns: readonly DataTableColumn<Row>[];
  remove: (hotelId: number, row: Row) => Promise<{ message: string } | null | undefined>;
  form: (hotelId: number, context: CrudContentContext<Row>) => ReactNode;
  drawerSize?: 'md' | 'lg' | 'xl';
}

export function CatalogueScreen<Row extends { id: number; name: string }>({
  area,
  list,
  ...props
}: CatalogueScreenProps<Row>) {
  const { t } = useTranslation('room');
  return (
    <FrontOffice>
      {({ hotelId }) => (
        <ListScreen<Row>
          ns="room"
          title={t(`${area}.title`)}
          description={t(`${area}.description`)}
          feature="ROOM"
          list={list}
          columns={props.columns}
          rowLabel={(row) => row.name}
          remove={(row) => props.remove(hotelId, row)}
          createTitle={t(`${area}.create`)}
          editTitle={t(`${area}.edit`)}
          drawerSize={props.drawerSize}
          form={(context) => props.form(hotelId, context)}
        />
      )}
    </FrontOffice>
  );
}
