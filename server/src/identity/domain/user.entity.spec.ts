import { describe, it } from 'node:test';
import { expect } from 'expect';
import { User } from './user.entity.js';

const fields = { firstName: 'Asha', lastName: 'Naik', email: 'Asha@Example.IN', phone: '9822012345', passwordHash: 'h1' };
const local = () => User.registerLocal(fields).user;
const superadmin = { id: 'sa-1', email: 'root@goa.gov.in' };

describe('User rules (citizen spec sections 3, 7 and 8; admin spec sections 5 and 6)', () => {
  it('a local sign-up is a citizen on the Free plan, lowercased email, unverified, with a password; UserSignedUp by itself', () => {
    const { user, events } = User.registerLocal(fields);
    expect(user).toMatchObject({
      email: 'asha@example.in',
      role: 'user',
      plan: 'Free Citizen',
      emailVerified: false,
      hasPassword: true,
      authProvider: 'local',
    });
    expect(user.name).toBe('Asha Naik');
    expect(events).toEqual([
      expect.objectContaining({
        name: 'UserSignedUp',
        audit: { context: 'identity', actorId: user.id, actorEmail: 'asha@example.in', entityType: 'user', entityId: user.id },
        payload: { email: 'asha@example.in', authProvider: 'local' },
      }),
    ]);
  });

  it('sign-in is refused for a blocked account first, then for an unverified email', () => {
    const user = local();
    expect(user.signInRefusal()?.code).toBe('EMAIL_NOT_VERIFIED');
    user.blocked = true;
    expect(user.signInRefusal()?.code).toBe('ACCOUNT_BLOCKED');
    user.blocked = false;
    expect(user.verifyEmail()).toEqual([expect.objectContaining({ name: 'EmailVerified', payload: { email: 'asha@example.in' } })]);
    expect(user.signInRefusal()).toBeNull();
  });

  it('a new password raises the session version, which signs out earlier tokens', () => {
    const user = local();
    const { createdPassword, events } = user.changePassword('h2');
    expect(createdPassword).toBe(false);
    expect(user).toMatchObject({ passwordHash: 'h2', hasPassword: true, sessionVersion: 1 });
    expect(events[0]).toMatchObject({ name: 'PasswordChanged', payload: { createdPassword: false } });
    expect(user.resetPassword('h3')[0]).toMatchObject({ name: 'PasswordReset', payload: { createdPassword: false } });
    expect(user).toMatchObject({ passwordHash: 'h3', sessionVersion: 2, emailVerified: true });
    expect(user.resetPasswordByAdmin('h4', superadmin)[0]).toMatchObject({ name: 'AdminPasswordReset', audit: { actorId: 'sa-1' } });
    expect(user.sessionVersion).toBe(3);
  });

  it('a new email waits as pendingEmail until confirmed, then replaces the old one verified; the same email in other case changes nothing', () => {
    const user = local();
    user.verifyEmail();
    const same = user.changeProfile({ fields: { firstName: 'A', lastName: 'N', email: 'ASHA@example.in', phone: '1' } });
    expect(same.emailChangeRequested).toBeNull();
    expect(same.events[0]).toMatchObject({ name: 'ProfileUpdated', payload: { emailChanged: false, previousEmail: null } });
    expect(user.emailVerified).toBe(true);
    const changed = user.changeProfile({ fields: { firstName: 'A', lastName: 'N', email: 'New@Example.in', phone: '1' } });
    expect(changed.emailChangeRequested).toBe('new@example.in');
    expect(user).toMatchObject({ email: 'asha@example.in', pendingEmail: 'new@example.in', emailVerified: true });
    expect(user.confirmEmailChange()[0]).toMatchObject({
      name: 'ProfileUpdated',
      payload: { email: 'new@example.in', emailChanged: true, previousEmail: 'asha@example.in' },
    });
    expect(user).toMatchObject({ email: 'new@example.in', pendingEmail: null, emailVerified: true });
  });

  it('linking Google to an unverified account drops the password whoever chose it never proved', () => {
    const user = local();
    expect(user.linkGoogle('google-sub-1')[0]).toMatchObject({ name: 'GoogleAccountLinked', payload: { droppedPassword: true } });
    expect(user).toMatchObject({ googleSub: 'google-sub-1', emailVerified: true, hasPassword: false, passwordHash: null, sessionVersion: 1 });
    const verified = local();
    verified.verifyEmail();
    expect(verified.linkGoogle('google-sub-2')[0]).toMatchObject({ payload: { droppedPassword: false } });
    expect(verified).toMatchObject({ hasPassword: true, passwordHash: 'h1', sessionVersion: 0 });
  });

  it('an admin gets normalised modules; a superadmin cannot have its modules changed or be deleted', () => {
    const { user: admin, events } = User.registerAdmin(
      { firstName: 'R', lastName: 'K', email: 'r@k.in', phone: '', passwordHash: 'h', modules: ['docs', 'volunteers', 'bogus', 'routing'] },
      superadmin,
    );
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true, adminModules: ['documents', 'routing', 'support'] });
    expect(events[0]).toMatchObject({ name: 'AdminCreated', audit: { actorEmail: 'root@goa.gov.in', entityId: admin.id } });
    expect(admin.setAdminModules(['billing'], superadmin)[0]).toMatchObject({
      name: 'AdminModulesChanged',
      payload: { before: ['documents', 'routing', 'support'], after: ['billing'] },
    });
    expect(admin.deleteAdmin(superadmin)[0]).toMatchObject({ name: 'AdminDeleted', payload: { email: 'r@k.in', modules: ['billing'] } });
    admin.role = 'superadmin';
    expect(() => admin.setAdminModules(['billing'], superadmin)).toThrow('A superadmin has every module; its modules cannot be changed');
    expect(() => admin.deleteAdmin(superadmin)).toThrow('Cannot delete a superadmin');
  });

  it('WhatsApp is chosen only with a number: linking adds it, releasing it falls back to email, a WhatsApp-only account has no email to choose', () => {
    const user = local();
    expect(() => user.chooseNotificationChannels(['whatsapp'])).toThrow('Link a WhatsApp number before choosing WhatsApp');
    expect(user.linkWhatsAppNumber('919822012345')).toEqual([
      expect.objectContaining({ name: 'WhatsAppNumberLinked', payload: { email: 'asha@example.in', channels: ['email', 'whatsapp'], adoptedAccountId: null } }),
    ]);
    expect(user.linkWhatsAppNumber('919822012345')).toEqual([]);
    expect(user.chooseNotificationChannels(['whatsapp'])).toEqual([expect.objectContaining({ name: 'NotificationChannelsChosen' })]);
    expect(user.releaseWhatsAppNumber()).toEqual([
      expect.objectContaining({ name: 'WhatsAppNumberReleased', payload: { email: 'asha@example.in', channels: ['email'], adoptedAccountId: null } }),
    ]);
    expect(user).toMatchObject({ whatsappNumber: null, notificationChannels: ['email'] });

    const { user: own } = User.registerWhatsApp('919822012345', 'kok');
    expect(own).toMatchObject({ whatsappNumber: '919822012345', notificationChannels: ['whatsapp'] });
    expect(own.reachableChannels).toEqual(['whatsapp']);
    expect(() => own.chooseNotificationChannels(['email', 'whatsapp'])).toThrow('Your account has no email address');
    own.releaseWhatsAppNumber();
    expect(own.notificationChannels).toEqual(['whatsapp']);
  });
});
