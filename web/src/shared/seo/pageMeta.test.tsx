import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderPublic, siteAssetsFixture } from '../../test/render';
import { DEFAULT_DESCRIPTIONS, DEFAULT_TITLES, PAGE_KEYS, resolvePageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';

describe('resolvePageMeta', () => {
  it('has a built-in title and description for every page key', () => {
    expect(PAGE_KEYS).toEqual(['login', 'home', 'lineup', 'news', 'info', 'archive', 'contact', 'notFound']);
    for (const key of PAGE_KEYS) {
      expect(resolvePageMeta(key)).toEqual({ title: DEFAULT_TITLES[key], description: DEFAULT_DESCRIPTIONS[key] });
      expect(DEFAULT_TITLES[key]).toMatch(/Metal Gates/);
    }
  });
  it('uses the site-asset texts when set, falling back per field when missing or blank', () => {
    expect(resolvePageMeta('lineup', { lineup: 'Bands!' }, { lineup: 'All bands' })).toEqual({ title: 'Bands!', description: 'All bands' });
    expect(resolvePageMeta('lineup', { lineup: '  ' }, { home: 'x' })).toEqual({ title: DEFAULT_TITLES.lineup, description: DEFAULT_DESCRIPTIONS.lineup });
  });
});

function Probe() {
  const meta = usePageMeta('info');
  return <p>{meta.title}</p>;
}

describe('usePageMeta', () => {
  it('sets the document title and description from site assets', async () => {
    renderPublic(<Probe />, {
      resolve: () => ({ data: { siteAssets: siteAssetsFixture({ seoTitles: { info: 'Info from admin' }, seoDescriptions: { info: 'Described by admin' } }) } }),
    });
    expect(await screen.findByText('Info from admin')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Info from admin'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Described by admin');
  });
  it('falls back silently when site assets fail to load', async () => {
    renderPublic(<Probe />, { resolve: () => ({ data: null, errors: [{ message: 'down' }] }) });
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLES.info));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', DEFAULT_DESCRIPTIONS.info);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
