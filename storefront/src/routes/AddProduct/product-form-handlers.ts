import { ApiError } from '../../api/client';
import { notify } from '../../app/notify';

/** The image uploader's alerts, as error toasts (the video uploader's notices go to `notify` as they are). */
export const alertUser = (message: string) => notify({ title: 'Error', description: message, type: 'error' });

/** Tells why a save failed: the first field the API refused, else the spec's message. */
export function saveFailed(error: unknown, fallback: string) {
  const fieldError = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
  notify({
    title: 'Error',
    description: fieldError ? `${fieldError.field}: ${fieldError.message}` : fallback,
    type: 'error',
  });
}
