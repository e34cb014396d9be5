// The one list pattern of every admin screen: a server-paged, sortable, searchable Mantine table
// with its toolbar, row actions by permission, and its loading, empty, error states.
//
// Usage (a restaurant admin "tables" screen; container + page split as in STYLE §6):
//
//   // features/restaurant-admin/table-search.ts: the URL shape, shared by route and screen
//   export const tableSearch = defineTableSearch({
//     filters: ['name', 'category'],
//     sortFields: ['id', 'name'],
//     defaultSort: { field: 'id', direction: 'DESC' },
//   });
//
//   // routes/_app/restaurant-admin/table.tsx
//   export const Route = createFileRoute('/_app/restaurant-admin/table')({
//     validateSearch: tableSearch.validate,
//     component: TablesScreen,
//   });
//
//   // features/restaurant-admin/TablesScreen.tsx (container: data, mutations, toasts)
//   const table = useSearchParamTableState(tableSearch);   // or useDataTableState({ pageSize: 10 })
//   const query = useRestaurantTablesQuery({
//     variables: { hotelServiceId, ...table.variables, ...table.state.filters },
//   });
//   const dialog = useCrudDialog<RestaurantTable>();
//   const result = query.data ?? query.previousData;     // keep the rows while the next page loads
//   <DataTable
//     ns="restaurantAdmin"
//     title={t('tables.title')}
//     table={table}
//     rows={result?.restaurantTables.items ?? []}
//     total={result?.restaurantTables.total ?? 0}
//     rowKey={(row) => row.id}
//     loading={query.loading}
//     error={query.error}
//     onRetry={() => void query.refetch()}
//     columns={[
//       { key: 'name', header: 'tables.name', sortable: true, searchable: true },
//       { key: 'category', header: 'tables.category', searchable: true, render: (row) => row.category.name,
//         exportValue: (row) => row.category.name },
//       { key: 'seats', header: 'tables.seats', align: 'right', width: 100 },
//     ]}
//     {...crudActions({ rights: useCrudRights('TABLE'), dialog, rowLabel: (row) => row.name,
//       remove: async (row) => (await deleteTable({ variables: { id: row.id } })).data?.deleteTable,
//       deleteFailed: t('errors.deleteFailed'), refetch: () => query.refetch() })}
//     resetFilters
//     csv={{ fileName: 'Tables' }}
//   />
//   <CrudDrawer dialog={dialog} onSaved={() => query.refetch()}>
//     {({ row, close, saved }) => <TableForm table={row} onCancel={close} onSaved={saved} />}
//   </CrudDrawer>
//
//   // TableForm: useEntityForm (ui/form) gives validation, submit loading and server field errors
//   const rules = useFieldRules();
//   const { form, submit } = useEntityForm({
//     initialValues: { name: table?.name ?? '', price: table ? String(table.price) : '' },
//     validate: { name: rules.required, price: rules.all(rules.required, rules.pattern('moneyOneOrTwoDecimals')) },
//     onSubmit: (values) => saveTable({ variables: { input: { ...values, price: Number(values.price) } } }),
//     successMessage: (result) => result.data?.saveTable.message,
//     onSuccess: onSaved,
//   });
//   <form onSubmit={submit}> <TextInput {...form.getInputProps('name')} /> <MoneyInput {...form.getInputProps('price')} />
//     <FormActions submitting={form.submitting} onCancel={close} /> </form>

import { useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  EmptyState,
  Group,
  LoadingOverlay,
  Skeleton,
  Stack,
  Table,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowsSort,
  IconDatabaseOff,
  IconPencil,
  IconPlus,
  IconSearchOff,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isNetworkError } from '../../graphql/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { downloadCsv } from '../csv';
import { exportPdf, type PdfOrientation } from '../pdf';
import { notifyError } from '../notify';
import { ColumnSearchInput } from './ColumnSearchInput';
import { DataTableFooter } from './DataTableFooter';
import { DataTableToolbar } from './DataTableToolbar';
import { pageOutOfRange } from './table-state';
import { columnFilterKey, columnSortField, columnValue, type DataTableColumn } from './types';
import type { DataTableController } from './use-data-table-state';
import classes from './DataTable.module.css';

export interface DataTableExport<Row> {
  fileName: string;
  /** The rows to export; default the rows on screen. Give a loader to export every page. */
  rows?: () => readonly Row[] | Promise<readonly Row[]>;
}

export interface DataTablePdfExport<Row> extends DataTableExport<Row> {
  /** The document title (restaurant reports: the hotel title). */
  title: string;
  subtitle?: string;
  orientation?: PdfOrientation;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** All rows on the server for the current filters (for the pager). */
  total: number;
  rowKey: (row: Row) => string | number;
  /** From useDataTableState / useSearchParamTableState. */
  table: DataTableController;
  /** Namespace of the string headers (i18n keys); default 'common'. */
  ns?: string;

  /** Skeleton rows while there are none yet, an overlay over the rows already shown. */
  loading?: boolean;
  /** Truthy: the error state (the server's message) instead of rows. */
  error?: unknown;
  onRetry?: () => void;
  /** The empty state's text; by default it says entries created will show, or, for a list nobody
   * adds to here, that nothing has been recorded yet. */
  emptyText?: ReactNode;

  title?: ReactNode;
  description?: ReactNode;
  /** The screen's own toolbar controls (a hotel scope select, a date filter). */
  toolbarActions?: ReactNode;
  /** Shows Create (toolbar and empty state) when onAdd is given too. */
  canAdd?: boolean;
  onAdd?: () => void;
  /** Default "Create". */
  addLabel?: ReactNode;
  /** The reset-filter flag (core §9): Reset filters is shown only when set. */
  resetFilters?: boolean;
  /** CSV button: a handler of the screen's own, or the columns' export values of `csv.rows`. */
  onDownloadCsv?: () => void;
  csv?: DataTableExport<Row>;
  /** PDF button, A4 landscape unless told otherwise. */
  pdf?: DataTablePdfExport<Row>;

  canEdit?: boolean;
  onEdit?: (row: Row) => void;
  canDelete?: boolean;
  /** Runs after the user confirms; the dialog spins until it settles. Notify success or failure in it. */
  onDelete?: (row: Row) => Promise<unknown> | void;
  /** Names the row in the delete confirmation ("Delete “Table 4”?"). */
  rowLabel?: (row: Row) => string;
  /** More row actions, before Edit and Delete. */
  rowActions?: (row: Row) => ReactNode;
  /** Marks a row (e.g. stock below its reorder level): a state the CSS of the screen colours. */
  rowState?: (row: Row) => string | undefined;

  /** Beyond this width the table scrolls sideways; default the columns' widths or 720 px. */
  minWidth?: number;
  /** The body scrolls under the sticky header beyond this height. */
  maxHeight?: number | string;
}

const DEFAULT_MIN_WIDTH = 720;
const DEFAULT_MAX_HEIGHT = 'max(20rem, calc(100dvh - 20rem))';
const MAX_SKELETON_ROWS = 8;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('table');
  const { t: th } = useTranslation(props.ns);
  const { columns, rows, total, rowKey, table, loading = false, error, onRetry } = props;
  const { state } = table;

  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  // Kept after closing (open: false) so the dialog keeps naming the row while it fades out.
  const [deleting, setDeleting] = useState<{ row: Row; running: boolean; open: boolean } | null>(null);

  // After a delete empties the last page, go back to the page that now is the last.
  const outOfRange = !loading && !error ? pageOutOfRange(state, total) : null;
  const { setPage } = table;
  useEffect(() => {
    if (outOfRange !== null) setPage(outOfRange);
  }, [outOfRange, setPage]);

  const headerText = (column: DataTableColumn<Row>): string =>
    typeof column.header === 'string' ? th(column.header) : column.key;
  const headerNode = (column: DataTableColumn<Row>): ReactNode =>
    typeof column.header === 'string' ? th(column.header) : column.header;

  const showEdit = Boolean(props.canEdit && props.onEdit);
  const showDelete = Boolean(props.canDelete && props.onDelete);
  // operations §6: without EDIT and DELETE the Actions column is removed.
  const showActions = showEdit || showDelete || Boolean(props.rowActions);
  const searchable = columns.some((column) => column.searchable);
  const columnCount = columns.length + (showActions ? 1 : 0);
  const onAdd = props.canAdd && props.onAdd ? props.onAdd : null;

  const exportColumns = columns
    .filter((column) => column.exportValue !== false)
    .map((column) => ({
      header: headerText(column),
      align: column.align,
      value: (row: Row) =>
        typeof column.exportValue === 'function' ? column.exportValue(row) : columnValue(row, column.key),
    }));

  const runExport = async (kind: 'csv' | 'pdf') => {
    setExporting(kind);
    try {
      if (kind === 'csv' && props.csv) {
        const data = (await props.csv.rows?.()) ?? rows;
        downloadCsv({ fileName: props.csv.fileName, columns: exportColumns, rows: data });
      } else if (kind === 'pdf' && props.pdf) {
        const { fileName, title, subtitle, orientation } = props.pdf;
        const data = (await props.pdf.rows?.()) ?? rows;
        await exportPdf({ fileName, title, subtitle, orientation, columns: exportColumns, rows: data });
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t('export.failed')));
    } finally {
      setExporting(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting || !props.onDelete) return;
    setDeleting({ row: deleting.row, running: true, open: true });
    try {
      await props.onDelete(deleting.row);
    } catch {
      // The screen's onDelete shows its own failure (core §8); the dialog only has to close.
    } finally {
      setDeleting({ row: deleting.row, running: false, open: false });
    }
  };

  let body: ReactNode;
  if (error) {
    body = (
      <FullWidthRow span={columnCount}>
        <EmptyState
          icon={<IconAlertCircle size={28} />}
          variant="light"
          color="red"
          title={t('state.errorTitle')}
          description={isNetworkError(error) ? t('state.errorText') : errorMessage(error, t('state.errorText'))}
        >
          {onRetry && (
            <EmptyState.Actions>
              <Button variant="light" onClick={onRetry}>
                {t('state.retry')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </FullWidthRow>
    );
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: Math.min(state.pageSize, MAX_SKELETON_ROWS) }, (_, index) => (
      <Table.Tr key={`skeleton-${index}`} aria-hidden>
        {Array.from({ length: columnCount }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" width={cell === columnCount - 1 && showActions ? 56 : '80%'} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow span={columnCount}>
        {table.hasFilters ? (
          // core §8: a search with no results shows 'Not found'.
          <EmptyState
            icon={<IconSearchOff size={28} />}
            title={t('state.notFound')}
            description={t('state.notFoundText')}
          />
        ) : (
          <EmptyState
            icon={<IconDatabaseOff size={28} />}
            title={t('state.empty')}
            description={props.emptyText ?? (onAdd ? t('state.emptyText') : t('state.emptyRecorded'))}
          >
            {onAdd && (
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
                  {props.addLabel ?? t('toolbar.create')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        )}
      </FullWidthRow>
    );
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)} data-state={props.rowState?.(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render ? column.render(row, index) : defaultCell(columnValue(row, column.key))}
          </Table.Td>
        ))}
        {showActions && (
          <Table.Td>
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {props.rowActions?.(row)}
              {showEdit && (
                <Tooltip label={t('actions.edit')} withinPortal>
                  <ActionIcon variant="subtle" aria-label={t('actions.edit')} onClick={() => props.onEdit?.(row)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {showDelete && (
                <Tooltip label={t('actions.delete')} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('actions.delete')}
                    onClick={() => setDeleting({ row, running: false, open: true })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    ));
  }

  const minWidth =
    props.minWidth ??
    Math.max(
      DEFAULT_MIN_WIDTH,
      columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 140), 0),
    );
  const deletingLabel = deleting && props.rowLabel ? props.rowLabel(deleting.row) : null;

  return (
    <Stack gap="md">
      <DataTableToolbar
        title={props.title}
        description={props.description}
        actions={props.toolbarActions}
        onReset={props.resetFilters ? table.resetFilters : null}
        resetDisabled={!table.hasFilters}
        onCsv={props.onDownloadCsv ?? (props.csv ? () => void runExport('csv') : null)}
        onPdf={props.pdf ? () => void runExport('pdf') : null}
        exporting={exporting}
        onAdd={onAdd}
        addLabel={props.addLabel}
      />
      <Card withBorder padding={0} radius="md" className={classes.card}>
        <LoadingOverlay visible={loading && rows.length > 0} zIndex={3} overlayProps={{ blur: 1 }} />
        <Table.ScrollContainer minWidth={minWidth} maxHeight={props.maxHeight ?? DEFAULT_MAX_HEIGHT}>
          <Table
            stickyHeader
            striped={rows.length > 0 && !error}
            highlightOnHover
            verticalSpacing="sm"
            aria-busy={loading}
          >
            <Table.Thead className={classes.head}>
              <Table.Tr>
                {columns.map((column) => {
                  const field = columnSortField(column as DataTableColumn<never>);
                  const direction = state.sort?.field === field ? state.sort.direction : null;
                  return (
                    <Table.Th
                      key={column.key}
                      w={column.width}
                      ta={column.align}
                      aria-sort={
                        column.sortable
                          ? direction === 'ASC'
                            ? 'ascending'
                            : direction === 'DESC'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {column.sortable ? (
                        <UnstyledButton
                          className={classes.sortButton}
                          data-align={column.align ?? 'left'}
                          onClick={() => table.toggleSort(field)}
                        >
                          <span>{headerNode(column)}</span>
                          <SortIcon direction={direction} />
                        </UnstyledButton>
                      ) : (
                        headerNode(column)
                      )}
                    </Table.Th>
                  );
                })}
                {showActions && (
                  <Table.Th w={1} ta="right" className={classes.actionsHead}>
                    {t('actions.header')}
                  </Table.Th>
                )}
              </Table.Tr>
              {searchable && (
                <Table.Tr className={classes.filterRow}>
                  {columns.map((column) => {
                    const key = columnFilterKey(column as DataTableColumn<never>);
                    return (
                      <Table.Th key={column.key}>
                        {column.searchable && (
                          <ColumnSearchInput
                            value={state.filters[key] ?? ''}
                            onChange={(value) => table.setFilter(key, value)}
                            label={headerText(column)}
                            placeholder={column.searchPlaceholder}
                          />
                        )}
                      </Table.Th>
                    );
                  })}
                  {showActions && <Table.Th />}
                </Table.Tr>
              )}
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {!error && total > 0 && <DataTableFooter table={table} total={total} />}
      <ConfirmDialog
        opened={deleting?.open ?? false}
        danger
        title={t('delete.title')}
        message={deletingLabel ? t('delete.messageNamed', { name: deletingLabel }) : t('delete.message')}
        confirmLabel={t('delete.confirm')}
        loading={deleting?.running ?? false}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} py="xl">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <IconSortAscending size={16} aria-hidden />;
  if (direction === 'DESC') return <IconSortDescending size={16} aria-hidden />;
  return <IconArrowsSort size={16} aria-hidden opacity={0.4} />;
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '—';
  return String(value);
}
