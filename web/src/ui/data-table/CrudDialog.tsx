// Create and edit in one dialog: a drawer (default title "Create" when creating, "Edit" when
// editing) or a modal (default title "Save", core §9). The content is a function of the mode and
// the row, mounted afresh for every opening so a form starts from that row's values; it stays
// rendered while the dialog fades out.

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Drawer, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CrudMode = 'create' | 'edit';

/** `opening` counts the openings, so each one mounts a fresh form. */
export type CrudTarget<Row> =
  { mode: 'create'; row: null; opening: number } | { mode: 'edit'; row: Row; opening: number };

export interface CrudDialogController<Row> {
  /** What is open, or null. */
  target: CrudTarget<Row> | null;
  opened: boolean;
  openCreate: () => void;
  openEdit: (row: Row) => void;
  close: () => void;
}

/** The open/closed state of a screen's create/edit dialog (DataTable's onAdd and onEdit). */
export function useCrudDialog<Row>(): CrudDialogController<Row> {
  const [target, setTarget] = useState<CrudTarget<Row> | null>(null);
  const openings = useRef(0);
  const openCreate = useCallback(() => setTarget({ mode: 'create', row: null, opening: ++openings.current }), []);
  const openEdit = useCallback((row: Row) => setTarget({ mode: 'edit', row, opening: ++openings.current }), []);
  const close = useCallback(() => setTarget(null), []);
  return useMemo(
    () => ({ target, opened: target !== null, openCreate, openEdit, close }),
    [target, openCreate, openEdit, close],
  );
}

export interface CrudContentContext<Row> {
  mode: CrudMode;
  /** The row being edited; null when creating. */
  row: Row | null;
  close: () => void;
  /** For a form's onSaved: closes the dialog, then runs the dialog's onSaved (a refetch). */
  saved: () => void;
}

interface CrudDialogBaseProps<Row> {
  dialog: CrudDialogController<Row>;
  children: (context: CrudContentContext<Row>) => ReactNode;
  /** Titles by mode; defaults as above. */
  createTitle?: ReactNode;
  editTitle?: ReactNode;
  /** After the content reports a save (`saved`), once the dialog is closing. */
  onSaved?: () => unknown;
}

export interface CrudDrawerProps<Row> extends CrudDialogBaseProps<Row> {
  position?: DrawerProps['position'];
  size?: DrawerProps['size'];
}

export interface CrudModalProps<Row> extends CrudDialogBaseProps<Row> {
  size?: ModalProps['size'];
}

/** The last opened target, kept while the dialog closes. */
function useShownTarget<Row>(target: CrudTarget<Row> | null): CrudTarget<Row> | null {
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return shown;
}

export function CrudDrawer<Row>(props: CrudDrawerProps<Row>) {
  const { t } = useTranslation('table');
  const { dialog, children, position = 'right', size = 'md' } = props;
  const shown = useShownTarget(dialog.target);
  const title =
    shown?.mode === 'edit' ? (props.editTitle ?? t('dialog.edit')) : (props.createTitle ?? t('dialog.create'));
  return (
    <Drawer opened={dialog.opened} onClose={dialog.close} title={title} position={position} size={size}>
      {shown && (
        <Content key={shown.opening} target={shown} close={dialog.close} onSaved={props.onSaved}>
          {children}
        </Content>
      )}
    </Drawer>
  );
}

export function CrudModal<Row>(props: CrudModalProps<Row>) {
  const { t } = useTranslation('table');
  const { dialog, children, size = 'lg' } = props;
  const shown = useShownTarget(dialog.target);
  const title =
    shown?.mode === 'edit' ? (props.editTitle ?? t('dialog.save')) : (props.createTitle ?? t('dialog.save'));
  return (
    <Modal opened={dialog.opened} onClose={dialog.close} title={title} size={size} centered>
      {shown && (
        <Content key={shown.opening} target={shown} close={dialog.close} onSaved={props.onSaved}>
          {children}
        </Content>
      )}
    </Modal>
  );
}

function Content<Row>(props: {
  target: CrudTarget<Row>;
  close: () => void;
  onSaved?: () => unknown;
  children: (context: CrudContentContext<Row>) => ReactNode;
}) {
  const { target, close, onSaved, children } = props;
  const saved = () => {
    close();
    void onSaved?.();
  };
  return <>{children({ mode: target.mode, row: target.row, close, saved })}</>;
}
