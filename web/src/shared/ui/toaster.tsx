import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useT } from '../i18n';
import { markToasterNeeded } from './lazyToaster';

/** Toasts: title, description, close control, 5 seconds, one toast at a time. */
export const TOAST_DURATION = 5000;

// Whoever loads this module may call toaster.create directly: the app's toast region must mount.
markToasterNeeded();

const store = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION, max: 1, pauseOnPageIdle: true });

type CreateOptions = Parameters<typeof store.create>[0];

let counter = 0;

function show(options: CreateOptions): string {
  const id = options.id ?? `toast-${Date.now().toString(36)}-${(counter += 1)}`;
  // Deferred to a microtask: callers may be inside a React effect or render, and the toast store
  // flushes React state synchronously. The newest toast replaces the one showing (one at a time).
  queueMicrotask(() => {
    store.remove();
    store.create({ closable: true, duration: TOAST_DURATION, ...options, id });
  });
  return id;
}

/**
 * The app's one toaster: `toaster.create({ title, description, type })`, type one of
 * 'success' | 'error' | 'warning' | 'info' | 'loading'.
 */
export const toaster = {
  ...store,
  create: show,
  success: (o: CreateOptions) => show({ ...o, type: 'success' }),
  error: (o: CreateOptions) => show({ ...o, type: 'error' }),
  info: (o: CreateOptions) => show({ ...o, type: 'info' }),
  warning: (o: CreateOptions) => show({ ...o, type: 'warning' }),
};

export function Toaster() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blood.fg" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger aria-label={t('Close notification')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
