import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toaster as Toaster } from './toaster';

/**
 * The toaster (zag's toast machines, ~10 KB brotli) stays out of a public page's first load: the
 * region mounts, and its code loads, when the first toast is asked for — through `showToast`, or
 * because a screen that imports `toaster` directly (the back office, the login) was loaded.
 */
let needed = false;
const listeners = new Set<() => void>();

export function markToasterNeeded() {
  if (needed) return;
  needed = true;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

type ToastOptions = Parameters<typeof Toaster.create>[0];

/** `toaster.create(options)`, loading the toaster first if no toast was shown yet. */
export function showToast(options: ToastOptions) {
  markToasterNeeded();
  void import('./toaster').then(({ toaster }) => toaster.create(options));
}

const ToastRegion = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Where toasts appear; renders nothing (and loads nothing) until a toast is needed. */
export function LazyToaster() {
  const show = useSyncExternalStore(subscribe, () => needed, () => false);
  return show ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
