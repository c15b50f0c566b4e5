import { PUBLIC_PAGES } from '@domain/seo';

export interface NavItem {
  label: string;
  to: string;
}

/** The main menu: the public pages that have a menu label, in the site's order. */
export const NAV_ITEMS: NavItem[] = PUBLIC_PAGES.flatMap((page) => (page.navLabel ? [{ label: page.navLabel, to: page.path }] : []));

/** '/' matches exactly; every other item by path prefix (/news matches /news/abc). */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
