import { toaster, type UploaderNotice } from '@rawex/ui-kit';
import { ApiError } from '../../api/client';

/** The form's uploader messages, as toasts. */
export const notify = ({ title, description, type }: UploaderNotice) =>
  toaster.create({ title, description, type });
export const alertUser = (message: string) =>
  toaster.create({ title: 'Error', description: message, type: 'error' });

/** Tells why a save failed: the first field the API refused, else the spec's message. */
export function saveFailed(error: unknown, fallback: string) {
  const fieldError = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
  toaster.create({
    title: 'Error',
    description: fieldError ? `${fieldError.field}: ${fieldError.message}` : fallback,
    type: 'error',
  });
}
