import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

/**
 * A dialog whose code (Chakra's dialog machine, focus trap, scroll lock: ~10 KB brotli) loads on
 * its first open instead of with the page. Until then it renders nothing; once opened it stays
 * mounted, so closing animates and returns focus as before.
 */
export function lazyOnFirstOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyOnFirstOpen(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyOnFirstOpen;
}
