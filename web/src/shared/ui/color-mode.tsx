import { chakra, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { useT } from '../i18n';

/** The user's choice; 'system' follows the OS. Dark is the default. */
export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

/** The same key is read by the inline script in web/index.html, which applies the mode before first paint. */
export const COLOR_MODE_STORAGE_KEY = 'metal-gates-color-mode';

/** On <html>: the stored choice, so the theme button shows its icon before (or without) the app. */
const COLOR_PREFERENCE_ATTRIBUTE = 'data-color-preference';

/** This tab's choice, for browsers that block storage. */
let chosenInMemory: ColorModePreference | null = null;
const preferenceListeners = new Set<() => void>();

function readPreference(): ColorModePreference {
  try {
    const v = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (v === 'light' || v === 'dark' || v === 'system') return v;
  } catch {
    /* storage unavailable */
  }
  return chosenInMemory ?? 'dark';
}

function writePreference(p: ColorModePreference) {
  chosenInMemory = p;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, p);
  } catch {
    /* storage unavailable */
  }
  preferenceListeners.forEach((notify) => notify());
}

function subscribePreference(notify: () => void) {
  preferenceListeners.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    preferenceListeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

const LIGHT_QUERY = '(prefers-color-scheme: light)';

function subscribeSystem(notify: () => void) {
  const mq = window.matchMedia?.(LIGHT_QUERY);
  mq?.addEventListener?.('change', notify);
  return () => mq?.removeEventListener?.('change', notify);
}

function systemMode(): ColorMode {
  return window.matchMedia?.(LIGHT_QUERY).matches ? 'light' : 'dark';
}

/**
 * Unknown on the server and while a server-rendered page hydrates (React then uses this
 * snapshot), so the server's markup and the browser's first render agree whatever the visitor
 * stored; React renders again with the stored choice right after. The page's colours never wait
 * for that: the inline script in index.html put the mode's class on <html> before first paint.
 */
const unknownOnServer = () => null;

function currentMode(): ColorMode {
  const preference = readPreference();
  return preference === 'system' ? systemMode() : preference;
}

/** The mode's class and the choice (which icon the theme button shows) on <html>, as the inline script in index.html puts them. */
function apply(mode: ColorMode, preference: ColorModePreference) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.setAttribute(COLOR_PREFERENCE_ATTRIBUTE, preference);
}

interface ColorModeActions {
  setPreference: (p: ColorModePreference) => void;
  /** dark → light → system → dark */
  cyclePreference: () => void;
}

const actions: ColorModeActions = {
  setPreference: writePreference,
  cyclePreference: () => {
    const current = readPreference();
    writePreference(current === 'dark' ? 'light' : current === 'light' ? 'system' : 'dark');
  },
};

const ColorModeContext = createContext<ColorModeActions | null>(null);

/**
 * Keeps <html>'s class in step with the stored choice and the OS setting. Its context value never
 * changes: a context update above a server-rendered page still hydrating would make React drop
 * the server markup and show the loading fallback; the components that show the mode read it
 * themselves (useColorMode).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const sync = () => apply(currentMode(), readPreference());
    sync();
    const stopPreference = subscribePreference(sync);
    const stopSystem = subscribeSystem(sync);
    return () => {
      stopPreference();
      stopSystem();
    };
  }, []);
  return <ColorModeContext.Provider value={actions}>{children}</ColorModeContext.Provider>;
}

export interface ColorModeState extends ColorModeActions {
  /** null until known in the browser (server render, hydration). */
  preference: ColorModePreference | null;
  colorMode: ColorMode | null;
}

export function useColorMode(): ColorModeState {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  const preference = useSyncExternalStore<ColorModePreference | null>(subscribePreference, readPreference, unknownOnServer);
  const system = useSyncExternalStore<ColorMode | null>(subscribeSystem, systemMode, unknownOnServer);
  const colorMode = preference === 'system' ? system : preference;
  return useMemo(() => ({ ...ctx, preference, colorMode }), [ctx, preference, colorMode]);
}

/** What the button says of each choice (literal ids, so the catalog test sees them). */
function labelOf(preference: ColorModePreference | null, t: ReturnType<typeof useT>): string {
  if (preference === 'dark') return t('Theme: dark (switch to light)');
  if (preference === 'light') return t('Theme: light (switch to system)');
  if (preference === 'system') return t('Theme: system (switch to dark)');
  return t('Theme');
}

const icons = { dark: LuMoon, light: LuSun, system: LuMonitor } as const;

/**
 * One button cycling dark → light → system. Its icon is chosen by CSS from the choice the inline
 * script in index.html put on <html> before first paint, so a server-rendered page shows the right
 * one before (or without) the app and hydration renders the same markup; the label says the
 * choice once the app knows it ('Theme' until then).
 */
export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { preference, cyclePreference } = useColorMode();
  const label = labelOf(preference, useT());
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={cyclePreference} {...props}>
      {(Object.keys(icons) as ColorModePreference[]).map((choice) => {
        const Icon = icons[choice];
        return (
          <chakra.span key={choice} data-color-icon={choice} display="none" css={{ [`[${COLOR_PREFERENCE_ATTRIBUTE}=${choice}] &`]: { display: 'contents' } }}>
            <Icon />
          </chakra.span>
        );
      })}
    </IconButton>
  );
}
