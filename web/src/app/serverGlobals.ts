import type { SystemContext } from '@chakra-ui/react';
import { SERVER_GLOBAL_STYLES } from '../shared/theme';

/**
 * On a server-rendered page Chakra's global styles (reset, token variables, layer order) are in the
 * head already, as the server's global style tags. Rendering Chakra's <Global>s again in the
 * browser would compute and serialize ~45 KB of styles while the page starts and insert a second
 * copy of them (the server's tags carry their names where Emotion does not look, see
 * shared/theme/emotionCache.ts). So when the page carries them, the provider gets the same system
 * with no global styles of its own: the server's tags stay (nothing unmounts them) and serve every
 * screen, client-side navigations included. A page the browser renders itself (back office,
 * login, running order) has none and gets them. `createSystem` computes the global styles only
 * when they are read (patches/: Chakra builds them eagerly, ~300 ms of a page's start-up at 4x CPU
 * slow-down), so this copy must not read the original's `_global`: it copies property
 * descriptors, not values.
 */
export function withServerGlobals(system: SystemContext): SystemContext {
  if (!pageHasServerGlobals()) return system;
  return Object.defineProperties(Object.create(Object.getPrototypeOf(system) as object | null) as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}

function pageHasServerGlobals(): boolean {
  return typeof document !== 'undefined' && document.querySelector(SERVER_GLOBAL_STYLES) !== null;
}
