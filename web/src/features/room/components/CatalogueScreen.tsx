// A catalogue list of the front office's hotel (room types, reservation types, occupancies): the
// chosen hotel or the "choose one" state, the list, Add/Edit/Delete by ROOM, and its texts under
// `area` in the room namespace (title, description, create, edit). The screen writes its columns,
// its delete and its form.

import type { ReactNode } from 'react';
import type { OperationVariables } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import type { CrudContentContext } from '../../../ui/data-table/CrudDialog';
import type { ListDefinition } from '../../../ui/data-table/list-definition';
import { ListScreen } from '../../../ui/data-table/ListScreen';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { useList } from '../../../ui/data-table/use-list';
import { FrontOffice } from '../front-office';

export interface CatalogueScreenProps<
  TData,
  TVariables extends OperationVariables,
  Row,
  F extends string,
  S extends string,
  Scope,
> {
  /** The key prefix of the texts: `${area}.title`, `.description`, `.create`, `.edit`. */
  area: string;
  list: ListDefinition<TData, TVariables, Row, F, S, Scope>;
  columns: readonly DataTableColumn<Row>[];
  remove: (hotelId: number, row: Row) => Promise<{ message: string } | null | undefined>;
  form: (hotelId: number, context: CrudContentContext<Row>) => ReactNode;
  drawerSize?: 'md' | 'lg' | 'xl';
}

export function CatalogueScreen<
  TData,
  TVariables extends OperationVariables,
  Row extends { id: number; name: string },
  F extends string,
  S extends string,
  Scope,
>(props: CatalogueScreenProps<TData, TVariables, Row, F, S, Scope>) {
  return <FrontOffice>{(hotel) => <Catalogue {...props} hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Catalogue<
  TData,
  TVariables extends OperationVariables,
  Row extends { id: number; name: string },
  F extends string,
  S extends string,
  Scope,
>({ hotelId, area, ...props }: CatalogueScreenProps<TData, TVariables, Row, F, S, Scope> & { hotelId: number }) {
  const { t } = useTranslation('room');
  const list = useList(props.list);
  return (
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
  );
}
