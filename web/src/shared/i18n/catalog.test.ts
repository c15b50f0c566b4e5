import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PERFORMANCE_DAYS } from '@domain/band-constants';
import { PUBLIC_PAGES } from '@domain/seo';
import { publicLabelOf, shownIn } from '@domain/publicFields';
import { PUBLIC_FIELDS } from '../api/generated/publicFields';
import { compiledCatalogs, readCatalog } from '../../../../scripts/i18n-compile';
import { createI18n, englishI18n } from './i18n';
import { messages as romanian } from './generated/ro';

describe('the Romanian catalog', () => {
  it('is compiled: generated/ is what `npm run i18n:compile` writes from locales/ro.json', () => {
    const expected = compiledCatalogs(readCatalog());
    for (const locale of ['en', 'ro'] as const) {
      const current = fs.readFileSync(path.resolve(`web/src/shared/i18n/generated/${locale}.ts`), 'utf8');
      expect({ locale, current }).toEqual({ locale, current: expected[locale] });
    }
  });

  it('translates every message, keeping its placeholders', () => {
    for (const [english, translation] of Object.entries(readCatalog())) {
      expect({ english, translation: translation.trim() ? 'given' : 'empty' }).toEqual({ english, translation: 'given' });
      const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      expect({ english, names: names(translation) }).toEqual({ english, names: names(english) });
    }
  });

  it("has every text the public pages say through t('…')", () => {
    const catalog = readCatalog();
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'admin' || e.name === 'gql' ? [] : sources(file);
        return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [file] : [];
      });
    const missing = sources(path.resolve('web/src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]).filter((id) => !(id in catalog)).map((id) => `${path.basename(file)}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  // These reach t() as variables (the menu from PUBLIC_PAGES, the day labels from the festival or
  // the spec's three, the band dialog's details labels), which the search for t('…') above cannot see.
  it('has the menu labels, the spec\'s day labels and the band details labels, which reach t() as variables', () => {
    const catalog = readCatalog();
    // …and the band dialog's details grid labels each field its definition places there by its name.
    const details = shownIn(PUBLIC_FIELDS.bands, 'details grid').map(publicLabelOf);
    const ids = [...PUBLIC_PAGES.flatMap((page) => (page.navLabel ? [page.navLabel] : [])), ...PERFORMANCE_DAYS, ...details];
    expect(ids.filter((id) => !(id in catalog))).toEqual([]);
    const ro = createI18n('ro', romanian);
    expect(PUBLIC_PAGES.flatMap((page) => (page.navLabel ? [ro.t(page.navLabel)] : []))).toEqual(['Acasă', 'Line-up', 'Știri', 'Informații', 'Arhivă', 'Contact']);
  });

  it('speaks Romanian with its diacritics (comma-below ș ț, not the cedilla ş ţ)', () => {
    const ro = createI18n('ro', romanian);
    expect(ro.t('News')).toBe('Știri');
    expect(ro.t('{name} (opens in a new tab)', { name: 'Facebook' })).toBe('Facebook (se deschide într-o filă nouă)');
    expect(JSON.stringify(readCatalog())).not.toMatch(/[şţŞŢ]/);
    expect(englishI18n.t('{name} (opens in a new tab)', { name: 'Facebook' })).toBe('Facebook (opens in a new tab)');
    expect(englishI18n.t('News')).toBe('News');
  });
});
