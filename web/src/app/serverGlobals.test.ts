import { afterEach, describe, expect, it } from '@jest/globals';
import { system } from './theme';
import { withServerGlobals } from './serverGlobals';

describe('withServerGlobals', () => {
  afterEach(() => document.head.replaceChildren());

  it('a page without server styles gets the system as it is, global styles included', () => {
    expect(withServerGlobals(system)).toBe(system);
    expect(system._global.length).toBe(3);
  });

  it("a server-rendered page gets the same system without global styles and never computes the original's", () => {
    document.head.innerHTML = '<style data-ssr-emotion="mg-global 1440bg"></style>';
    let computed = false;
    const original: typeof system = Object.defineProperties({ ...system }, {
      _global: {
        get() {
          computed = true;
          return [];
        },
        enumerable: true,
      },
    });
    const page = withServerGlobals(original);
    expect(page).not.toBe(original);
    expect(page._global).toEqual([]);
    expect(page._config.disableLayers).toBe(true);
    expect(page.css({ color: 'red.500' })).toEqual(system.css({ color: 'red.500' }));
    expect(computed).toBe(false);
  });

  it("Chakra's createSystem builds the global styles only when they are read (patches/)", async () => {
    const { createSystem, defaultBaseConfig } = await import('@chakra-ui/react');
    const made = createSystem(defaultBaseConfig);
    expect(Object.getOwnPropertyDescriptor(made, '_global')?.get).toBeInstanceOf(Function);
    expect(made._global).toBe(made._global);
  });
});
