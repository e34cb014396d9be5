// The one form pattern of the admin screens, over Mantine's useForm: client rules first (the
// domain's, see useFieldRules), every failing field at once, then the call; success shows the
// server's message, a refusal puts the field errors it names (BAD_USER_INPUT, a CONFLICT on a taken
// name or e-mail) beside their fields, brings the first into view and focuses it, and shows the
// server's message only for what no field of the form says (core §8).

import { useCallback, type FormEvent } from 'react';
import { useForm, type FormMode, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ErrorCode, errorCode, errorMessage, fieldErrors } from '../../graphql/errors';
import { serverNotice } from '../../graphql/notices';
import { notifyError, notifySuccess } from '../notify';
import { mapFieldErrors, type FieldPathMap, type ServerFieldError } from './field-errors';

/**
 * Mantine's constraint on form values. With `unknown` instead of `any` an interface (which has no
 * index signature) would be refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

export interface UseEntityFormOptions<Values, Result> {
  initialValues: Values;
  /** Mantine rules, built from the domain's (useFieldRules), or a function of all values. */
  validate?: FormValidateInput<Values>;
  /** The call (a mutation). Throwing or rejecting counts as a refusal. */
  onSubmit: (values: Values) => Promise<Result> | Result;
  /** After a successful call (close the dialog, refetch the list). */
  onSuccess?: (result: Result, values: Values) => void;
  /**
   * Shown as a success notification: text, or picked from the result (the server's message, shown in
   * the user's language by its notice key).
   */
  successMessage?: string | ((result: Result) => string | null | undefined);
  /** Server field names that differ from the form's paths. */
  fieldMap?: FieldPathMap;
  /** Default 'controlled' (MoneyInput and the other inputs work in both). */
  mode?: FormMode;
  /** Names the form's inputs (data-path) when two forms share a page. */
  name?: string;
}

export interface ServerErrorsApplied {
  /** Form path → message, now shown beside the fields. */
  fieldErrors: Record<string, string>;
  /** Errors naming no field of this form (part of the notification). */
  unmatched: ServerFieldError[];
  /**
   * The notification's text; null when none was shown: every error is beside its field, or the
   * server was unreachable or the session expired (the Apollo client says so).
   */
  message: string | null;
}

export interface EntityForm<Values> {
  form: UseFormReturnType<Values>;
  /** For <form onSubmit={submit}>: validates, calls, and handles the answer. */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** True while the call runs (for the submit button's loading). */
  submitting: boolean;
  /** For a call made outside `submit` (a confirmation first): shows a refusal as `submit` would. */
  applyServerErrors: (error: unknown) => ServerErrorsApplied;
}

export function useEntityForm<Values extends FormValues, Result = unknown>(
  options: UseEntityFormOptions<Values, Result>,
): EntityForm<Values> {
  const { t } = useTranslation('form');
  const { onSubmit, onSuccess, successMessage, fieldMap } = options;
  const form = useForm<Values>({
    mode: options.mode ?? 'controlled',
    name: options.name,
    initialValues: options.initialValues,
    validate: options.validate,
    validateInputOnBlur: true,
  });

  const { getValues, setErrors, getInputNode } = form;
  const applyServerErrors = useCallback(
    (error: unknown): ServerErrorsApplied => {
      const { errors, unmatched } = mapFieldErrors(fieldErrors(error), getValues(), fieldMap);
      setErrors(errors);
      revealFirst(Object.keys(errors), getInputNode);
      // The Apollo client's error link already announces an unreachable server and sends an
      // expired session to sign in; a second notice would repeat it.
      const code = errorCode(error);
      if (code === ErrorCode.UPSTREAM_UNAVAILABLE || code === ErrorCode.UNAUTHENTICATED) {
        return { fieldErrors: errors, unmatched, message: null };
      }
      // A refusal that is about one of the form's fields (a taken name, a used e-mail) is said under
      // that field, which is brought into view: a notice would only repeat it away from where it is fixed.
      const said = errorMessage(error, t('submitFailed'));
      if (unmatched.length === 0 && Object.values(errors).includes(said)) {
        return { fieldErrors: errors, unmatched, message: null };
      }
      const message = [said, ...unmatched.map((item) => item.message)]
        .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
        .join(' — ');
      notifyError(message);
      return { fieldErrors: errors, unmatched, message };
    },
    [fieldMap, getInputNode, getValues, setErrors, t],
  );

  const submit = form.onSubmit(
    async (values) => {
      let result: Result;
      try {
        result = await onSubmit(values);
      } catch (error) {
        applyServerErrors(error);
        return;
      }
      const message = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      if (message) notifySuccess(serverNotice(message));
      onSuccess?.(result, values);
    },
    (errors) => revealFirst(Object.keys(errors), getInputNode),
  );

  return { form, submit, submitting: form.submitting, applyServerErrors };
}

/**
 * Brings the topmost field with an error into view and gives it the focus (a date input is only
 * brought into view), so a message under a field scrolled out of sight (a long form in a drawer) is
 * seen. Centred: the message sits under the input, and focusing alone scrolls only until the input's
 * own edge shows.
 */
function revealFirst(paths: readonly string[], inputOf: (path: string) => HTMLElement | null): void {
  const [first] = paths
    .map(inputOf)
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  // A date input opens its calendar on focus, which would cover the message under it (and the
  // form's buttons): it is only brought into view.
  if (first.hasAttribute('data-dates-input')) return;
  first.focus({ preventScroll: true });
}
