export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Lineup', to: '/lineup' },
  { label: 'News', to: '/news' },
  { label: 'Info', to: '/info' },
  { label: 'Archive', to: '/archive' },
  { label: 'Contact', to: '/contact' },
];

/** '/' matches exactly; every other item by path prefix (/news matches /news/abc). */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
