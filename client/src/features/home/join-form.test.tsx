import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { type FakeApi, type FakeHandler, apiError, installFakeApi } from '../../../test/fake-api';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { JoinForm } from './join-form';
import { i18n } from '../../i18n/i18n';
import { EMPTY_JOIN_FORM, toVolunteerSubmission, validateJoinForm } from './join-form.validation';

const t = i18n.t;

function renderForm() {
  render(
    <Provider store={makeStore()}>
      <JoinForm />
    </Provider>,
  );
  return {
    name: screen.getByLabelText('Full name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    phone: screen.getByLabelText(/Phone/) as HTMLInputElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('join form rules (citizen spec section 5)', () => {
  it('requires full name, email and message; phone is optional', () => {
    expect(validateJoinForm(EMPTY_JOIN_FORM, t)).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
      message: 'Please tell us how you would like to help.',
    });
  });

  it('checks lengths after trimming, the email shape and the phone characters and digits', () => {
    const base = { ...EMPTY_JOIN_FORM, fullName: 'Asha Naik', email: 'asha@example.in', message: 'I can help on weekends.' };
    expect(validateJoinForm(base, t)).toEqual({});
    expect(validateJoinForm({ ...base, fullName: '  A  ' }, t).fullName).toBe('Name must be at least 2 characters.');
    expect(validateJoinForm({ ...base, email: 'asha@example' }, t).email).toBe('That email address looks incorrect.');
    expect(validateJoinForm({ ...base, email: 'asha example.in' }, t).email).toBe('That email address looks incorrect.');
    expect(validateJoinForm({ ...base, message: '  too short ' }, t).message).toBe('Add a few more details so we can support you better.');
    const phoneError = 'Please enter a valid phone number (include country/area code).';
    expect(validateJoinForm({ ...base, phone: '12 34 56' }, t).phone).toBe(phoneError);
    expect(validateJoinForm({ ...base, phone: '98220x12345' }, t).phone).toBe(phoneError);
    expect(validateJoinForm({ ...base, phone: '+91 (832) 242-5555' }, t).phone).toBeUndefined();
  });

  it('trims values and omits an empty phone', () => {
    const body = toVolunteerSubmission({ fullName: ' Asha ', email: ' a@b.in ', phone: '   ', interest: 'Donate', message: ' Happy to donate monthly. ' });
    expect(body).toEqual({ fullName: 'Asha', email: 'a@b.in', interest: 'Donate', message: 'Happy to donate monthly.' });
    expect('phone' in body).toBe(false);
    expect(toVolunteerSubmission({ ...EMPTY_JOIN_FORM, phone: ' +91 98220 12345 ' }).phone).toBe('+91 98220 12345');
  });
});

describe('join form (citizen spec sections 4 and 5)', () => {
  it('is titled Support / Volunteer Form and offers the four interests', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Support / Volunteer Form' })).toBeTruthy();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Volunteer with us', 'Support financially', 'Collaborate or partner', 'Something else']);
  });

  it('checks on submit, shows each message and focuses the first invalid field', () => {
    const f = renderForm();
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
    fireEvent.click(f.submit);
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please tell us how you would like to help.')).toBeTruthy();
    expect(document.activeElement).toBe(f.name);
    expect(f.name.getAttribute('aria-invalid')).toBe('true');

    type(f.name, 'Asha Naik');
    type(f.email, 'asha@');
    type(f.phone, '123');
    type(f.message, 'Help');
    fireEvent.click(f.submit);
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
    expect(screen.getByText('That email address looks incorrect.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number (include country/area code).')).toBeTruthy();
    expect(screen.getByText('Add a few more details so we can support you better.')).toBeTruthy();
    expect(document.activeElement).toBe(f.email);
  });

  it('clears a field’s error when that field is edited', () => {
    const f = renderForm();
    fireEvent.click(f.submit);
    type(f.email, 'a');
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(f.email.getAttribute('aria-invalid')).toBeNull();
  });

  it("sends a valid form, says 'Sending...' meanwhile, and shows the fallback error banner when no server answers", async () => {
    const f = renderForm();
    type(f.name, 'Asha Naik');
    type(f.email, 'asha@example.in');
    type(f.message, 'I can help with RTI research on weekends.');
    fireEvent.click(f.submit);
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    // jsdom has no network: the call fails without a server message.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong. Please try again later.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy());
    // The values stay for another try.
    expect(f.name.value).toBe('Asha Naik');
  });
});

describe('join form against the API (POST /api/support/volunteer)', () => {
  let fake: FakeApi | null = null;
  afterEach(() => {
    fake?.restore();
    fake = null;
  });

  function fillAndSend(routes: Record<string, FakeHandler>, phone = '') {
    fake = installFakeApi(routes);
    const f = renderForm();
    type(f.name, ' Asha Naik ');
    type(f.email, 'asha@example.in');
    type(f.phone, phone);
    type(f.message, 'I can help with RTI research on weekends.');
    fireEvent.click(f.submit);
    return f;
  }

  it('sends trimmed values without an empty phone, shows the green banner and resets the form', async () => {
    const f = fillAndSend({ 'POST /api/support/volunteer': () => ({ status: 201, body: { _id: 'v1', status: 'new' } }) });
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! We have received your submission.');
    expect(fake?.callsTo('POST /api/support/volunteer')[0].body).toEqual({
      fullName: 'Asha Naik',
      email: 'asha@example.in',
      interest: 'Volunteer',
      message: 'I can help with RTI research on weekends.',
    });
    expect(f.name.value).toBe('');
  });

  it("shows the server's message, on a 404 and a 5xx too; the fallback only when none came", async () => {
    fillAndSend(
      {
        'POST /api/support/volunteer': () =>
          apiError(400, 'VALIDATION_FAILED', 'Please enter a valid phone number (include country/area code).', {
            fields: { phone: ['Please enter a valid phone number (include country/area code).'] },
          }),
      },
      '+91 98220 12345',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid phone number (include country/area code).');
    fake?.restore();
    document.body.innerHTML = '';
    fillAndSend({ 'POST /api/support/volunteer': () => apiError(404, 'NOT_FOUND', 'Not found') });
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    fake?.restore();
    document.body.innerHTML = '';
    fillAndSend({
      'POST /api/support/volunteer': () => apiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is briefly unavailable. Please try again in a few seconds.');
    fake?.restore();
    document.body.innerHTML = '';
    fillAndSend({ 'POST /api/support/volunteer': () => ({ status: 502, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
  });
});
