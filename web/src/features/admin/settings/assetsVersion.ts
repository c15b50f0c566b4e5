import { createContext, useContext } from 'react';

/**
 * The version of the site assets the settings tabs are editing. The tabs save disjoint fields of
 * one record, so they share it: it is the `updatedAt` the screen loaded, moved on by this admin's
 * own saves (their answers, never a reload that could carry someone else's change), and taken
 * again from the server when a save was refused as a conflict (the tabs then start afresh).
 */
export interface AssetsVersion {
  current: () => string | null;
  saved: (updatedAt: string | null | undefined) => void;
  /** After a conflict: reload the assets and restart the tabs from them. */
  reload: () => Promise<unknown>;
}

export const AssetsVersionContext = createContext<AssetsVersion | null>(null);

/** Outside the settings screen (tests, other screens) there is no version: saves are unconditional. */
const NONE: AssetsVersion = { current: () => null, saved: () => undefined, reload: async () => undefined };

export const useAssetsVersion = () => useContext(AssetsVersionContext) ?? NONE;
