import { errorMessage } from '../../../shared/api/errors';
import { toaster } from '../../../shared/ui/toaster';

/** Admin success toast: title 'Success', with an action button when given (a delete's Undo). */
export function notifySuccess(description: string, action?: { label: string; onClick: () => void }) {
  toaster.create({ title: 'Success', description, type: 'success', ...(action ? { action } : {}) });
}

/** Admin failure toast: title 'Error', the server's message, else the transport's, else `fallback`. */
export function notifyError(error: unknown, fallback: string) {
  toaster.create({ title: 'Error', description: errorMessage(error, fallback), type: 'error' });
}
