// The list screen: a column definition and a list (useList) make a screen. The DataTable with its
// server paging, sort, 500 ms column search, Reset filters, CSV and PDF of every page, and its
// loading, empty and error states; the Add, Edit and Delete the feature's level allows; the
// create/edit drawer holding the record's form. The screen owns its columns, form and delete.
//
//   const list = useList(paxList);
//   <ListScreen list={list} ns="room" title={t('pax.title')} feature="ROOM" columns={[…]}
//     rowLabel={(row) => row.name} remove={…} form={(ctx) => <PaxForm … />}
//     createTitle={t('pax.create')} editTitle={t('pax.edit')} />

import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '@hotel/domain';
import { CrudDrawer, useCrudDialog, type CrudContentContext } from './CrudDialog';
import { DataTable, type DataTableProps } from './DataTable';
import { crudActions, useCrudRights } from './crud-actions';
import type { DataTableColumn } from './types';
import { listTableProps, type ListController } from './use-list';

export interface ListScreenProps<Row> {
  /** The i18n namespace of the column headers. */
  ns: string;
  title: string;
  description?: string;
  /** Add, Edit and Delete follow its ADD, EDIT and DELETE in the permission list in force. */
  feature: FeatureKey;
  list: Pick<ListController<Row>, 'table' | 'rows' | 'total' | 'loading' | 'error' | 'refetch' | 'allRows'>;
  columns: readonly DataTableColumn<Row>[];
  rowKey?: (row: Row) => string | number;
  rowLabel: (row: Row) => string;
  /** The delete mutation; its payload's message is shown. Without it the list has no Delete. */
  remove?: (row: Row) => Promise<{ message: string } | null | undefined>;
  /** The create/edit form. Without it the list has no Add and no Edit. */
  form?: (context: CrudContentContext<Row>) => ReactNode;
  /** False: the form only adds (records that are not changed once made). */
  editable?: boolean;
  createTitle?: string;
  editTitle?: string;
  drawerSize?: 'md' | 'lg' | 'xl';
  toolbarActions?: ReactNode;
  csvName?: string;
  /** The PDF's title (the hotel title, operations §9); without it the list has no PDF button. */
  pdfTitle?: string;
  /** Shown under the list (a price check, a second list). */
  children?: ReactNode;
  extra?: Partial<DataTableProps<Row>>;
}

export function ListScreen<Row extends { id: number }>(props: ListScreenProps<Row>) {
  const { t } = useTranslation('common');
  const dialog = useCrudDialog<Row>();
  const granted = useCrudRights(props.feature);
  const rights = {
    canAdd: granted.canAdd && Boolean(props.form),
    canEdit: granted.canEdit && Boolean(props.form) && props.editable !== false,
    canDelete: granted.canDelete && Boolean(props.remove),
  };
  const { list } = props;
  const fileName = props.csvName ?? props.title;
  return (
    <Stack gap="lg">
      <DataTable
        ns={props.ns}
        title={props.title}
        description={props.description}
        {...listTableProps(list)}
        rowKey={props.rowKey ?? ((row) => row.id)}
        columns={props.columns}
        toolbarActions={props.toolbarActions}
        {...crudActions({
          rights,
          dialog,
          remove: props.remove ?? (() => Promise.resolve(null)),
          deleteFailed: t('deleteFailed'),
          refetch: list.refetch,
          rowLabel: props.rowLabel,
        })}
        resetFilters
        csv={{ fileName, rows: list.allRows }}
        pdf={
          props.pdfTitle ? { fileName, title: props.pdfTitle, subtitle: props.title, rows: list.allRows } : undefined
        }
        {...props.extra}
      />
      {props.children}
      {props.form && (
        <CrudDrawer
          dialog={dialog}
          size={props.drawerSize ?? 'md'}
          createTitle={props.createTitle}
          editTitle={props.editTitle}
          onSaved={list.refetch}
        >
          {props.form}
        </CrudDrawer>
      )}
    </Stack>
  );
}
