import { describe, it } from 'node:test';
import { expect } from 'expect';
import { hasAdminModule, normaliseAdminModules, visibleAdminCards } from './admin-modules.js';

describe('Admin modules (admin spec sections 2 and 6)', () => {
  it('normalises the spec aliases docs and volunteers, drops unknown names and duplicates', () => {
    expect(normaliseAdminModules(['docs', 'complaints', 'volunteers', 'bogus', 'Complaints'])).toEqual(['complaints', 'documents', 'support']);
  });

  it('a superadmin has every module; an admin only the ones held; a citizen none', () => {
    expect(hasAdminModule('superadmin', [], 'billing')).toBe(true);
    expect(hasAdminModule('admin', ['routing'], 'routing')).toBe(true);
    expect(hasAdminModule('admin', ['routing'], 'billing')).toBe(false);
    expect(hasAdminModule('user', ['routing'], 'routing')).toBe(false);
  });

  it('shows an admin only the cards of held modules plus the Admin Guide', () => {
    const paths = visibleAdminCards('admin', ['complaints']).map((c) => c.path);
    // The complaints module holds the desk and the inbox of emailed replies that wait for an admin.
    expect(paths).toEqual(['/admin/complaints', '/admin/inbound-replies', '/admin/docs']);
    expect(visibleAdminCards('superadmin', []).map((c) => c.path)).toContain('/admin/management');
    expect(visibleAdminCards('user', ['complaints'])).toEqual([]);
  });
});
