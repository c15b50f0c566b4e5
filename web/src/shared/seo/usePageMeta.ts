import { useEffect } from 'react';
import { useT } from '../i18n';
import { useSiteAssets } from '../site/useSite';
import { resolvePageMeta, type PageKey } from './pageMeta';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Sets document title, meta description and the social-card title/description in the live page. */
export function applyDocumentMeta(title: string, description: string) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
}

/**
 * Every page calls this: `usePageMeta('lineup')`. Reads siteAssets seoTitles/seoDescriptions
 * (failures silent) and falls back to built-in texts. `override` wins (e.g. a news article's title).
 */
export function usePageMeta(key: PageKey, override?: { title?: string | null; description?: string | null }) {
  const { assets } = useSiteAssets();
  const base = resolvePageMeta(key, assets?.seoTitles, assets?.seoDescriptions, useT());
  const title = override?.title?.trim() || base.title;
  const description = override?.description?.trim() || base.description;
  useEffect(() => {
    applyDocumentMeta(title, description);
  }, [title, description]);
  return { title, description };
}
