/**
 * The built browser bundle (the e2e global setup builds it): what a public page loads first never
 * carries the back office's libraries (forms, dropzone) or screens, and no source map is shipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { brotliSize, FIRST_LOAD_CEILING_BYTES, FIRST_LOAD_TARGET_BYTES, firstLoadFiles, PUBLIC_PAGE_MODULES, readManifest } from '../../scripts/lib/bundle-budget.mjs';

const dist = path.resolve('web/dist');
const manifest = readManifest(dist);
/** A chunk's code without the chunk file names it lists for preloading (those name admin chunks too). */
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').replace(/assets\/[\w.-]+\.js/g, '');
const allChunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);

/** Strings that survive minification, one per admin-only library or screen. */
const ADMIN_ONLY = {
  'react-final-form': 'must be used inside of a <Form> component',
  'final-form': 'final-form',
  'react-dropzone': 'File type must be',
  'the back office screens': 'The admin panel could not be loaded',
};

describe('public bundle', () => {
  it.each(Object.entries(ADMIN_ONLY))('%s is in the build (the check below can fail)', (_name, marker) => {
    expect(allChunks.some((file) => read(file).includes(marker))).toBe(true);
  });

  // Every public page, the contact form included (plain React state since issue 11, no form library).
  it.each(Object.entries(PUBLIC_PAGE_MODULES))('%s loads no admin-only code first', (_page, pageModule) => {
    const files = firstLoadFiles(manifest, pageModule);
    expect(files.length).toBeGreaterThan(1);
    for (const [name, marker] of Object.entries(ADMIN_ONLY)) {
      const carriers = files.filter((file) => read(file).includes(marker));
      expect({ name, carriers }).toEqual({ name, carriers: [] });
    }
  });

  it.each(Object.entries(PUBLIC_PAGE_MODULES))('%s: first-load JavaScript stays under the ceiling (brotli)', (page, pageModule) => {
    const files = firstLoadFiles(manifest, pageModule);
    // The page's own chunk is found (the lineup shares one with the schedule pages).
    expect(files.length).toBeGreaterThan(2);
    const bytes = files.reduce((sum, file) => sum + brotliSize(path.join(dist, file)), 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${page}: ${kb(bytes)} of JavaScript on first load (target ${kb(FIRST_LOAD_TARGET_BYTES)}, ceiling ${kb(FIRST_LOAD_CEILING_BYTES)})`);
    expect({ page, bytes: kb(bytes), withinCeiling: bytes <= FIRST_LOAD_CEILING_BYTES }).toEqual({ page, bytes: kb(bytes), withinCeiling: true });
  });

  it('the page-start script every rendered page inlines is small and carries none of the app', () => {
    const pageStart = path.resolve('web/dist-server/page-start.js');
    const code = fs.readFileSync(pageStart, 'utf8');
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`page-start script: ${kb(code.length)} minified, ${kb(brotliSize(pageStart))} brotli`);
    // React's element symbol, Chakra's and Apollo's names survive minification.
    expect({ react: code.includes('react.'), chakra: code.includes('chakra'), apollo: /apollo/i.test(code) }).toEqual({ react: false, chakra: false, apollo: false });
    expect(brotliSize(pageStart)).toBeLessThan(3 * 1024);
  });

  it('the offline worker precaches every public chunk once, and none of the back office', () => {
    const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.length).toBe(new Set(urls).size);
    const scripts = urls.filter((url) => url.endsWith('.js'));
    for (const file of scripts) {
      for (const [name, marker] of Object.entries(ADMIN_ONLY)) expect({ file, name, carries: read(file).includes(marker) }).toEqual({ file, name, carries: false });
    }
    // What every public page loads, and what its controls load later (a band's dialog, the menu).
    const lazyParts = ['src/features/lineup/BandDialog.tsx', 'src/features/layout/MobileMenu.tsx', 'src/features/archive/EditionDialog.tsx'].map((key) => manifest.chunks[key].file);
    const needed = [...new Set([...Object.values(PUBLIC_PAGE_MODULES).flatMap((pageModule) => firstLoadFiles(manifest, pageModule)), ...lazyParts])];
    expect(needed.filter((file) => !scripts.includes(file))).toEqual([]);
    const kb = (scripts.reduce((sum, file) => sum + brotliSize(path.join(dist, file)), 0) / 1024).toFixed(1);
    console.log(`offline precache: ${urls.length} files, ${scripts.length} scripts (${kb} KB brotli)`);
  });

  it('ships no source maps', () => {
    const maps = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.map'));
    expect(maps).toEqual([]);
    for (const file of allChunks) expect(read(file)).not.toMatch(/sourceMappingURL/);
  });
});
