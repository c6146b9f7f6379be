import { describe, it } from 'node:test';
import { expect } from 'expect';
import { User } from './user.entity.js';

const local = () => User.registerLocal({ firstName: 'Asha', lastName: 'Naik', email: 'Asha@Example.IN', phone: '9822012345', passwordHash: 'h1' });

describe('User rules (citizen spec sections 3, 7 and 8; admin spec sections 5 and 6)', () => {
  it('a local sign-up is a citizen on the Free plan, lowercased email, unverified, with a password', () => {
    const user = local();
    expect(user).toMatchObject({
      email: 'asha@example.in',
      role: 'user',
      plan: 'Free Citizen',
      emailVerified: false,
      hasPassword: true,
      authProvider: 'local',
    });
    expect(user.name).toBe('Asha Naik');
  });

  it('sign-in is refused for a blocked account first, then for an unverified email', () => {
    const user = local();
    expect(user.signInRefusal()?.code).toBe('EMAIL_NOT_VERIFIED');
    user.blocked = true;
    expect(user.signInRefusal()?.code).toBe('ACCOUNT_BLOCKED');
    user.blocked = false;
    user.markEmailVerified();
    expect(user.signInRefusal()).toBeNull();
  });

  it('a new password raises the session version, which signs out earlier tokens', () => {
    const user = local();
    user.setPasswordHash('h2');
    expect(user).toMatchObject({ passwordHash: 'h2', hasPassword: true, sessionVersion: 1 });
  });

  it('changing the email makes it unverified; the same email in other case changes nothing', () => {
    const user = local();
    user.markEmailVerified();
    expect(user.changeProfile({ firstName: 'A', lastName: 'N', email: 'ASHA@example.in', phone: '1' })).toEqual({
      emailChanged: false,
      previousEmail: 'asha@example.in',
    });
    expect(user.emailVerified).toBe(true);
    expect(user.changeProfile({ firstName: 'A', lastName: 'N', email: 'New@Example.in', phone: '1' }).emailChanged).toBe(true);
    expect(user).toMatchObject({ email: 'new@example.in', emailVerified: false });
  });

  it('linking Google to an unverified account drops the password whoever chose it never proved', () => {
    const user = local();
    user.linkGoogle('google-sub-1');
    expect(user).toMatchObject({ googleSub: 'google-sub-1', emailVerified: true, hasPassword: false, passwordHash: null, sessionVersion: 1 });
    const verified = local();
    verified.markEmailVerified();
    verified.linkGoogle('google-sub-2');
    expect(verified).toMatchObject({ hasPassword: true, passwordHash: 'h1', sessionVersion: 0 });
  });

  it('an admin gets normalised modules; a superadmin cannot have its modules changed or be deleted', () => {
    const admin = User.registerAdmin({
      firstName: 'R',
      lastName: 'K',
      email: 'r@k.in',
      phone: '',
      passwordHash: 'h',
      modules: ['docs', 'volunteers', 'bogus', 'routing'],
    });
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true, adminModules: ['documents', 'routing', 'support'] });
    expect(admin.setAdminModules(['billing'])).toEqual({ before: ['documents', 'routing', 'support'], after: ['billing'] });
    expect(() => admin.assertDeletableAdmin()).not.toThrow();
    admin.role = 'superadmin';
    expect(() => admin.setAdminModules(['billing'])).toThrow('A superadmin has every module; its modules cannot be changed');
    expect(() => admin.assertDeletableAdmin()).toThrow('Cannot delete a superadmin');
  });
});
