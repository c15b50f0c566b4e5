import { useEffect, useRef } from 'react';
import { showToast } from './lazyToaster';

/** A destructive toast once per failed load (title 'Error', the screen's own text as description). */
export function useErrorToast(error: unknown, description: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      showToast({ title: 'Error', description, type: 'error' });
    }
  }, [error, description]);
}
