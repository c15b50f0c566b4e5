import { Button, Dialog, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { DialogActions, DialogPanel } from './DialogPanel';

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_TEXT = 'What you typed here is not saved yet. If you leave now it is lost.';

/**
 * The one question asked before typed work is thrown away: closing a dialog with changed fields,
 * or leaving a screen with unsaved changes. An alert dialog of its own, above whatever asked.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) onKeep();
      }}
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
    >
      <DialogPanel
        title={DISCARD_TITLE}
        closable={false}
        footer={
          <DialogActions>
            <Button colorPalette="blood" onClick={onKeep}>
              Keep editing
            </Button>
            <Button variant="outline" colorPalette="red" onClick={onDiscard}>
              Discard changes
            </Button>
          </DialogActions>
        }
      >
        <Text>{DISCARD_TEXT}</Text>
      </DialogPanel>
    </Dialog.Root>
  );
}

/** The browser's own question (reload, closing the tab, typing another address) while `when` holds. */
function useBeforeUnloadWhile(when: boolean) {
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs a returnValue to show its dialog; the text itself is the browser's.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}

/** Sets a source's unsaved state (a guard's id) in the back office's one navigation blocker. */
const UnsavedSources = createContext<((source: string, unsaved: boolean) => void) | null>(null);

/** The path a navigator call goes to: react-router passes a resolved path object, or a string. */
function pathnameOf(to: Parameters<Navigator['push']>[0]): string {
  return typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname);
}

/**
 * In-app navigation to another screen waits for the answer while any source has unsaved changes.
 * BrowserRouter has no useBlocker (only a data router, ~14 KB more on every public page, does), so
 * the router's navigator is wrapped while there is something to lose: every Link and navigate()
 * goes through its push or replace. The browser's Back button is not held (beforeunload covers
 * reloads and leaving the site).
 */
function NavigationBlocker({ when }: { when: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const { push, replace } = navigator;
    const hold =
      (go: Navigator['push']): Navigator['push'] =>
      (to, ...rest) => {
        if (pathnameOf(to) === window.location.pathname) return go(to, ...rest);
        setPending(() => () => go(to, ...rest));
      };
    navigator.push = hold(push);
    navigator.replace = hold(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [navigator, when]);
  const proceed = () => {
    const go = pending;
    setPending(null);
    go?.();
  };
  return <DiscardChangesDialog open={pending !== null} onKeep={() => setPending(null)} onDiscard={proceed} />;
}

/**
 * The back office's one navigation blocker (a screen may have several forms, each a source).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [sources, setSources] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback((source: string, unsaved: boolean) => {
    setSources((current) => {
      if (current.has(source) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  return (
    <UnsavedSources.Provider value={mark}>
      {children}
      <NavigationBlocker when={sources.size > 0} />
    </UnsavedSources.Provider>
  );
}

/** Asks before unsaved changes are left behind while `when` holds: in-app navigation and the browser's own. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const mark = useContext(UnsavedSources);
  const id = useId();
  useBeforeUnloadWhile(when);
  useEffect(() => {
    mark?.(id, when);
    return () => mark?.(id, false);
  }, [mark, id, when]);
  return null;
}

/**
 * Whether a form holds typing: a field whose value differs from where it started. Not final-form's
 * `dirty`, which also compares unregistered values by reference (a list of FAQ items reloaded
 * after a save reads as changed).
 */
export const hasTypedChanges = (dirtyFields: Record<string, boolean> | undefined) => Object.values(dirtyFields ?? {}).some(Boolean);

/** The guard for the react-final-form form it sits in: it holds while the form has changed fields. */
export function FormUnsavedChangesGuard() {
  return <FormSpy subscription={{ dirtyFields: true }}>{({ dirtyFields }) => <UnsavedChangesGuard when={hasTypedChanges(dirtyFields)} />}</FormSpy>;
}
