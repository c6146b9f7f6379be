import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AuthUserResponse } from '../../api';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';
import { ASHA } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ProfilePage } from './profile-page';

const api = fakeApiPerTest();

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('My Profile: how I hear about my complaints', () => {
  it('offers SMS only once the phone is verified by the texted code, then saves email and SMS', async () => {
    let me: AuthUserResponse = { ...ASHA };
    api.install({
      'GET /api/auth/me': () => ({ body: me }),
      'POST /api/auth/me/phone/code': () => ({ body: { message: 'sent', phone: '+919822012345', expiryMinutes: 10 } }),
      'POST /api/auth/me/phone/verify': (call) => {
        if ((call.body as { code: string }).code !== '482913') {
          return apiError(400, 'VALIDATION_FAILED', 'That code is wrong or has expired', { fields: { code: ['That code is wrong or has expired'] } });
        }
        me = { ...me, phone: '+919822012345', verifiedPhone: '+919822012345' };
        return { body: me };
      },
      'PUT /api/auth/me/notification-channels': (call) => {
        me = { ...me, notificationChannels: (call.body as { channels: AuthUserResponse['notificationChannels'] }).channels };
        return { body: me };
      },
    });
    renderPage(<ProfilePage />, { as: ASHA });
    const section = within(await screen.findByRole('region', { name: 'How we tell you about your complaints' }));
    const channels = within(section.getByRole('group', { name: 'Tell me by' }));
    expect((channels.getByRole('checkbox', { name: 'Email to asha@example.in' }) as HTMLInputElement).checked).toBe(true);
    const sms = channels.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(section.getByText('Not verified yet. We send SMS only to a number you have verified.')).toBeTruthy();

    expect((section.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('+91 98220 12345');
    fireEvent.click(section.getByRole('button', { name: 'Text me a code' }));
    expect(await section.findByText('We sent a code to +919822012345. It is valid for 10 minutes.')).toBeTruthy();
    expect(api.current.callsTo('POST /api/auth/me/phone/code')[0].body).toEqual({ phone: '+91 98220 12345' });

    type(section.getByLabelText('Code from the SMS'), '000000');
    fireEvent.click(section.getByRole('button', { name: 'Verify phone' }));
    expect(await section.findByText('That code is wrong or has expired')).toBeTruthy();
    type(section.getByLabelText('Code from the SMS'), '482913');
    fireEvent.click(section.getByRole('button', { name: 'Verify phone' }));

    // The verified account reloads, and the section starts over from it.
    await waitFor(() => expect(screen.getByText('Verified: +919822012345')).toBeTruthy());
    const verified = within(screen.getByRole('region', { name: 'How we tell you about your complaints' }));
    const smsNow = verified.getByRole('checkbox', { name: 'SMS to +919822012345' }) as HTMLInputElement;
    expect(smsNow.disabled).toBe(false);
    fireEvent.click(smsNow);
    fireEvent.click(verified.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(api.current.callsTo('PUT /api/auth/me/notification-channels')).toHaveLength(1));
    expect(api.current.callsTo('PUT /api/auth/me/notification-channels')[0].body).toEqual({ channels: ['email', 'sms'] });
  }, 20_000);

  it('refuses to save no channel at all', async () => {
    api.install({ 'GET /api/auth/me': () => ({ body: ASHA }) });
    renderPage(<ProfilePage />, { as: ASHA });
    const section = within(await screen.findByRole('region', { name: 'How we tell you about your complaints' }));
    fireEvent.click(section.getByRole('checkbox', { name: 'Email to asha@example.in' }));
    fireEvent.click(section.getByRole('button', { name: 'Save my choice' }));
    expect(await section.findByText('Choose at least one way to hear from us')).toBeTruthy();
    expect(api.current.callsTo('PUT /api/auth/me/notification-channels')).toHaveLength(0);
  });

  it('offers WhatsApp once a number is linked below: linking ticks it, and unticking saves email alone', async () => {
    let me: AuthUserResponse = { ...ASHA };
    api.install({
      'GET /api/auth/me': () => ({ body: me }),
      'GET /api/whatsapp/link': () => ({ body: { phone: me.whatsappNumber } }),
      'POST /api/whatsapp/link/request': () => ({ body: { phone: null } }),
      'POST /api/whatsapp/link/confirm': () => {
        me = { ...me, whatsappNumber: '919822012345', notificationChannels: ['email', 'whatsapp'] };
        return { body: { phone: '919822012345' } };
      },
      'PUT /api/auth/me/notification-channels': (call) => {
        me = { ...me, notificationChannels: (call.body as { channels: AuthUserResponse['notificationChannels'] }).channels };
        return { body: me };
      },
    });
    renderPage(<ProfilePage />, { as: ASHA });
    const section = within(await screen.findByRole('region', { name: 'How we tell you about your complaints' }));
    const unlinked = section.getByRole('checkbox', { name: 'WhatsApp' }) as HTMLInputElement;
    expect(unlinked.disabled).toBe(true);
    expect(section.getByText('Link your WhatsApp number below to choose WhatsApp.')).toBeTruthy();

    const link = within(await screen.findByRole('region', { name: 'WhatsApp' }));
    type(link.getByLabelText(/WhatsApp number with country code/), '+91 98220 12345');
    fireEvent.click(link.getByRole('button', { name: 'Send a code on WhatsApp' }));
    type(await link.findByLabelText(/Code from WhatsApp/), '482913');
    fireEvent.click(link.getByRole('button', { name: 'Link the number' }));

    // The profile reloads with the number: WhatsApp is ticked, and can be unticked.
    const whatsapp = (await screen.findByRole('checkbox', { name: 'WhatsApp to +919822012345' })) as HTMLInputElement;
    expect(whatsapp.disabled).toBe(false);
    expect(whatsapp.checked).toBe(true);
    fireEvent.click(whatsapp);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(api.current.callsTo('PUT /api/auth/me/notification-channels')).toHaveLength(1));
    expect(api.current.callsTo('PUT /api/auth/me/notification-channels')[0].body).toEqual({ channels: ['email'] });
  }, 20_000);
});
