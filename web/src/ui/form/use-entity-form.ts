// The one form pattern of the admin screens, over Mantine's useForm: client rules first (the
// domain's, see useFieldRules), then the call; success shows the server's message, a refusal puts
// BAD_USER_INPUT field errors beside their fields and shows the server's message (core §8).

import { useCallback, type FormEvent } from 'react';
import { useForm, type FormMode, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage, fieldErrors } from '../../graphql/errors';
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
  /** Shown as a success notification: text, or picked from the result (the server's message). */
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
  /** The notification's text; null when none was shown (server unreachable, session expired). */
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
      const first = Object.keys(errors)[0];
      if (first !== undefined) getInputNode(first)?.focus();
      // The Apollo client's error link already announces an unreachable server and sends an
      // expired session to sign in; a second notice would repeat it.
      const code = errorCode(error);
      if (code === 'UPSTREAM_UNAVAILABLE' || code === 'UNAUTHENTICATED') {
        return { fieldErrors: errors, unmatched, message: null };
      }
      const message = [errorMessage(error, t('submitFailed')), ...unmatched.map((item) => item.message)]
        .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
        .join(' — ');
      notifyError(message);
      return { fieldErrors: errors, unmatched, message };
    },
    [fieldMap, getInputNode, getValues, setErrors, t],
  );

  const submit = form.onSubmit(async (values) => {
    let result: Result;
    try {
      result = await onSubmit(values);
    } catch (error) {
      applyServerErrors(error);
      return;
    }
    const message = typeof successMessage === 'function' ? successMessage(result) : successMessage;
    if (message) notifySuccess(message);
    onSuccess?.(result, values);
  });

  return { form, submit, submitting: form.submitting, applyServerErrors };
}
