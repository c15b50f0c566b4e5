import { defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';

/**
 * The festival look: near-black, blood red, bold condensed display type.
 * System font stacks only (no web-font downloads). Every text/background pair below was checked
 * for WCAG AA (≥ 4.5:1) in both themes: e.g. white on blood.solid 7.2:1, blood.fg on bg 6.0:1 (dark)
 * and 7.3:1 (light), fg.muted on bg 7.7:1 (dark) and 7.0:1 (light).
 */
const displayFont =
  "Impact, Haettenschweiler, 'Arial Narrow Bold', 'Bebas Neue', Oswald, 'Roboto Condensed', 'Liberation Sans Narrow', 'Arial Narrow', 'DejaVu Sans Condensed', sans-serif";
const bodyFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const festivalConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'blood', scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body', minHeight: '100vh' },
    '::selection': { bg: 'blood.solid', color: 'white' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    slotRecipes: {
      // Toasts: Chakra's defaults (white on green.600, description at 80 % opacity) miss WCAG AA.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            '&[data-type=success]': { bg: '#166534', color: 'white' },
            '&[data-type=error]': { bg: '{colors.blood.700}', color: 'white' },
            '&[data-type=warning]': { bg: '#9a3412', color: 'white' },
            '&[data-type=info]': { borderWidth: '1px', borderColor: 'border' },
          },
          description: { opacity: 1 },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: displayFont },
        display: { value: displayFont },
        body: { value: bodyFont },
      },
      colors: {
        blood: {
          50: { value: '#fff1f1' },
          100: { value: '#ffdfe0' },
          200: { value: '#ffc4c6' },
          300: { value: '#ff9a9e' },
          400: { value: '#ff5c63' },
          500: { value: '#e11d2a' },
          600: { value: '#c1121f' },
          700: { value: '#b0101b' },
          800: { value: '#8f0c16' },
          900: { value: '#6e0911' },
          950: { value: '#3d0307' },
        },
        coal: {
          50: { value: '#f6f4f2' },
          100: { value: '#ebe7e3' },
          200: { value: '#d6d1cc' },
          300: { value: '#a1a1aa' },
          400: { value: '#71717a' },
          500: { value: '#52525b' },
          600: { value: '#3a3a41' },
          700: { value: '#2a2a30' },
          800: { value: '#1c1c21' },
          900: { value: '#141417' },
          950: { value: '#0b0b0d' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.coal.50}', _dark: '{colors.coal.950}' } },
          subtle: { value: { _light: '{colors.coal.100}', _dark: '{colors.coal.900}' } },
          muted: { value: { _light: '{colors.coal.100}', _dark: '{colors.coal.800}' } },
          emphasized: { value: { _light: '{colors.coal.200}', _dark: '{colors.coal.700}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.coal.900}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '#111113', _dark: '#f4f4f5' } },
          muted: { value: { _light: '{colors.coal.500}', _dark: '{colors.coal.300}' } },
          subtle: { value: { _light: '{colors.coal.500}', _dark: '{colors.coal.300}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.coal.200}', _dark: '{colors.coal.700}' } },
          muted: { value: { _light: '{colors.coal.100}', _dark: '{colors.coal.800}' } },
          subtle: { value: { _light: '{colors.coal.100}', _dark: '{colors.coal.800}' } },
        },
        blood: {
          solid: { value: '{colors.blood.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '#a30d18', _dark: '{colors.blood.400}' } },
          muted: { value: { _light: '{colors.blood.100}', _dark: '{colors.blood.900}' } },
          subtle: { value: { _light: '{colors.blood.50}', _dark: '{colors.blood.950}' } },
          emphasized: { value: { _light: '{colors.blood.200}', _dark: '{colors.blood.800}' } },
          focusRing: { value: { _light: '{colors.blood.700}', _dark: '{colors.blood.400}' } },
        },
      },
    },
  },
});

