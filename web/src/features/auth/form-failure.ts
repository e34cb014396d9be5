// How the auth and account forms show a failed call: the server's field errors beside the fields
// they name, and the server's message as an error notification (core §8). Reading the error is
// graphql/errors.ts's job.
import type { FormErrors } from '@mantine/form';
import { errorMessage, fieldErrors, isNetworkError } from '../../graphql/errors';
import { notifyError } from '../../ui/notify';

/** BAD_USER_INPUT's field errors that name one of the form's fields, as Mantine form errors. */
export function formFieldErrors(error: unknown, fields: readonly string[]): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of fieldErrors(error)) {
    if (fields.includes(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The error notification with the server's message. An unreachable server is already announced
 * once by the Apollo client's error link, so it is not announced twice.
 */
export function notifyFailure(error: unknown, fallback: string, title?: string): void {
  if (isNetworkError(error)) return;
  notifyError(errorMessage(error, fallback), title);
}
