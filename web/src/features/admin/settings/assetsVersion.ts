import { createContext, useContext } from 'react';
import type { SiteAssetsFieldsFragment } from '../gql/graphql';

/**
 * The version of the site assets the settings tabs are editing. The tabs save disjoint fields of
 * one record, so they share it: it is the `updatedAt` the screen loaded, moved on by this admin's
 * own saves (their answers, never a reload that could carry someone else's change), and taken
 * again from the server when a save was refused as a conflict: every tab's form then takes in the
 * stored values, keeping what was typed in it (AssetsForm).
 */
export interface AssetsVersion {
  current: () => string | null;
  saved: (updatedAt: string | null | undefined) => void;
  /** After a conflict: reload the assets, tell every form (`onReload`), answer them. */
  reload: () => Promise<SiteAssetsFieldsFragment | null>;
  /** A form's listener for the assets a reload brought; returns its removal. */
  onReload: (listener: (assets: SiteAssetsFieldsFragment) => void) => () => void;
}

export const AssetsVersionContext = createContext<AssetsVersion | null>(null);

/** Outside the settings screen (tests, other screens) there is no version: saves are unconditional. */
const NONE: AssetsVersion = { current: () => null, saved: () => undefined, reload: async () => null, onReload: () => () => undefined };

export const useAssetsVersion = () => useContext(AssetsVersionContext) ?? NONE;
