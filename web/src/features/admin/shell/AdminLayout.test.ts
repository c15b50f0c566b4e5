import { describe, expect, it } from '@jest/globals';
import { COLLECTION_SCREENS } from '../generated/screens';
import { ADMIN_NAV } from './AdminLayout';

describe('the admin menu', () => {
  it("places each registry collection's screen (generated from domain/) among the other screens, in order", () => {
    expect(ADMIN_NAV.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/admin'],
      ['Lineup', '/admin/lineup'],
      ['News', '/admin/news'],
      ['Page Content', '/admin/pages'],
      ['Archive', '/admin/archive'],
      ['Partners', '/admin/partners'],
      ['Releases', '/admin/releases'],
      ['Inbox', '/admin/inbox'],
      ['Settings', '/admin/settings'],
      ['Team', '/admin/team'],
      ['Trash', '/admin/trash'],
      ['Activity', '/admin/activity'],
      ['Account', '/admin/account'],
    ]);
    expect(COLLECTION_SCREENS.map((s) => [s.route, s.capability])).toEqual([
      ['lineup', 'manageContent'],
      ['news', 'manageContent'],
      ['archive', 'manageContent'],
      ['partners', 'manageContent'],
    ]);
  });

  it("loads each collection's screen from its module by convention (<route>/<Route>Admin.tsx)", async () => {
    const partners = COLLECTION_SCREENS.find((s) => s.route === 'partners')!;
    const { PartnersAdmin } = await import('../partners/PartnersAdmin');
    await expect(partners.load()).resolves.toBe(PartnersAdmin);
  });
});
