import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';

/** The user's choice; 'system' follows the OS. Dark is the default. */
export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'metal-gates-color-mode';

function readPreference(): ColorModePreference {
  try {
    const v = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (v === 'light' || v === 'dark' || v === 'system') return v;
  } catch {
    /* storage unavailable */
  }
  return 'dark';
}

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

interface ColorModeContextValue {
  preference: ColorModePreference;
  colorMode: ColorMode;
  setPreference: (p: ColorModePreference) => void;
  /** dark → light → system → dark */
  cyclePreference: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPref] = useState<ColorModePreference>(readPreference);
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-color-scheme: light)');
    if (!mq) return;
    const onChange = () => setSystem(mq.matches ? 'light' : 'dark');
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);

  const colorMode: ColorMode = preference === 'system' ? system : preference;
  useEffect(() => apply(colorMode), [colorMode]);

  const setPreference = useCallback((p: ColorModePreference) => {
    setPref(p);
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, p);
    } catch {
      /* storage unavailable */
    }
  }, []);
  const cyclePreference = useCallback(() => {
    setPreference(preference === 'dark' ? 'light' : preference === 'light' ? 'system' : 'dark');
  }, [preference, setPreference]);

  const value = useMemo(
    () => ({ preference, colorMode, setPreference, cyclePreference }),
    [preference, colorMode, setPreference, cyclePreference],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return ctx;
}

const labels: Record<ColorModePreference, string> = {
  dark: 'Theme: dark (switch to light)',
  light: 'Theme: light (switch to system)',
  system: 'Theme: system (switch to dark)',
};

/** One button cycling dark → light → system. */
export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { preference, cyclePreference } = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={labels[preference]}
      title={labels[preference]}
      onClick={cyclePreference}
      {...props}
    >
      {preference === 'dark' ? <LuMoon /> : preference === 'light' ? <LuSun /> : <LuMonitor />}
    </IconButton>
  );
}
