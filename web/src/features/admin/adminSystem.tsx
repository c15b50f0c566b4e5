import { ChakraProvider } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { festivalSystem } from '../../shared/theme';

/**
 * The back office uses far more Chakra components than the public site (tables, selects,
 * switches, menus, file upload...): it gets all of Chakra's recipes, in its own lazy chunk, so the
 * public system (app/theme.ts) can carry only the public pages' recipes.
 */
const adminSystem = festivalSystem(recipes, slotRecipes);

export function AdminTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={adminSystem}>{children}</ChakraProvider>;
}
