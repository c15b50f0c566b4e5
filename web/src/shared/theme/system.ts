import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { festivalConfig } from './festival';

type Theme = NonNullable<SystemConfig['theme']>;

/** Chakra's tokens and semantic tokens without the given colour palettes. */
function withoutPalettes(unused: readonly string[]) {
  const keep = <T extends object>(colors: T) => Object.fromEntries(Object.entries(colors).filter(([name]) => !unused.includes(name))) as T;
  return {
    tokens: { ...tokens, colors: keep(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: keep(semanticTokens.colors ?? {}) },
  };
}

/**
 * A Chakra system with Chakra's tokens and global styles, the given component recipes and the
 * festival look. Not `defaultConfig`: that object holds Chakra's whole recipe map, and a module the
 * public entry and the back office both import stays in the public entry. So the public site passes
 * only its recipes (app/theme.ts) and the back office, in its lazy chunk, all of them.
 * `unusedPalettes` leaves colour palettes out: every token is work for `createSystem` when the
 * page starts and a CSS variable in every page (see app/theme.ts).
 */
export function festivalSystem(
  recipes: NonNullable<Theme['recipes']>,
  slotRecipes: NonNullable<Theme['slotRecipes']>,
  unusedPalettes: readonly string[] = [],
) {
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, ...withoutPalettes(unusedPalettes), textStyles, layerStyles, animationStyles, recipes, slotRecipes },
  });
  return createSystem(defaultBaseConfig, chakraTheme, festivalConfig);
}
