import type { SystemContext } from '@chakra-ui/react';

/**
 * On a server-rendered page Chakra's global styles (reset, token variables, layer order) are in the
 * head already, as Emotion's `css-global` style tags. Rendering them again in the browser would
 * serialize ~45 KB of styles while the page hydrates, and Emotion would move the server's tags to
 * its own place in the head, which makes the browser restyle the whole page. So when the page
 * carries them, the provider gets the same system with no global styles of its own: the server's
 * tags stay (nothing unmounts them) and serve every screen, client-side navigations included.
 * A page the browser renders itself (back office, login, running order) has none and gets them.
 */
export function withServerGlobals(system: SystemContext): SystemContext {
  if (!pageHasServerGlobals()) return system;
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}

function pageHasServerGlobals(): boolean {
  return typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null;
}
