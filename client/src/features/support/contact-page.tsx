import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECT_MIN, SUPPORT_CATEGORIES, type SupportCategory } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors, messageFor, useSendContactMessageMutation } from '../../api';
import { SITE } from '../../app/site-info';
import { useSessionInfo } from '../../app/use-session';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { Page } from '../../components/ui/page';
import { type ContactValues, EMPTY_CONTACT, canSendContact, toContactRequest } from './contact-form';

const LINK = 'font-semibold text-brand-700 underline';

type Outcome = { kind: 'idle' } | { kind: 'sent'; code: string | null } | { kind: 'failed'; message: string };

/** The contact form: prefilled from the signed-in user, Send disabled until valid, the ticket code on success. */
function ContactForm() {
  const { t } = useTranslation(['support', 'common', 'messages']);
  const { user, name: userName } = useSessionInfo();
  // Name and email are prefilled from the signed-in user (citizen spec section 5); the page keys this form by
  // the user's email, so a profile that arrives later fills it too.
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_CONTACT, name: user ? userName : '', email: user?.email ?? '' }));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = useSendContactMessageMutation();
  const id = useId();

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendContact(values) || isLoading) return;
    setOutcome({ kind: 'idle' });
    try {
      const ticket = await send({ contactRequest: toContactRequest(values) }).unwrap();
      setOutcome({ kind: 'sent', code: ticket.code || null });
      setValues((v) => ({ ...v, subject: '', message: '' }));
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      setOutcome({ kind: 'failed', message: messageFor(error, t('messages:support.contactFailed')) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('contact.sendMessage')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans t={t} i18nKey="contact.formLead" components={{ mySupport: <Link to="/my-support" className={LINK} /> }} />
      </p>
      {outcome.kind === 'sent' && (
        <FormBanner tone="success" className="mt-4">
          {outcome.code ? t('messages:support.contactSentWithCode', { code: outcome.code }) : t('messages:support.contactSent')}
        </FormBanner>
      )}
      {outcome.kind === 'failed' && (
        <FormBanner tone="error" className="mt-4">
          {outcome.message}
        </FormBanner>
      )}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={<Trans t={t} i18nKey="contact.name" components={{ optional: <span className="font-normal text-slate-500" /> }} />}
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={t('contact.emailLabel')}
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          required
          error={errors.email}
        />
        <div>
          <label htmlFor={`${id}-category`} className="field-label">
            {t('contact.category')}
          </label>
          <select
            id={`${id}-category`}
            name="category"
            className="field-input"
            value={values.category}
            onChange={(e) => setValues((v) => ({ ...v, category: e.target.value as SupportCategory }))}
          >
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`contact.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="subject"
          label={t('contact.subject')}
          value={values.subject}
          onChange={set('subject')}
          required
          hint={t('contact.subjectHint', { n: CONTACT_SUBJECT_MIN })}
          error={errors.subject}
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="field-label">
            {t('contact.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            required
            className="field-input"
            value={values.message}
            onChange={set('message')}
            aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
            aria-invalid={errors.message ? 'true' : undefined}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-xs text-slate-500">
            {t('contact.messageHint', { n: CONTACT_MESSAGE_MIN })}
          </p>
          {errors.message && (
            <p id={`${id}-message-error`} className="field-error">
              {errors.message}
            </p>
          )}
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" className="btn btn-primary btn-lg" disabled={!canSendContact(values) || isLoading}>
          {isLoading ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * /contact (citizen spec sections 2, 5 and 8): the office address, the support email and mobile number (with
 * defaults when no build-time value is set, app/site-info.ts) and the contact form, which opens a support ticket
 * (POST /api/support/contact) and says 'Your message was sent. Ticket {code}.'.
 */
export function ContactPage() {
  const { t } = useTranslation(['support', 'shell', 'common']);
  const { user } = useSessionInfo();
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')} width="wide">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{t('contact.office')}</h2>
          <address className="mt-3 text-slate-700 not-italic leading-7">
            {t('shell:site.officeLines', { returnObjects: true }).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('contact.phoneAndEmail')}</h2>
          <p className="mt-3 text-slate-700" data-testid="contact-phone">
            <Trans
              t={t}
              i18nKey="contact.mobile"
              values={{ phone: SITE.phone }}
              components={{ contact: <a href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`} className={LINK} /> }}
            />
          </p>
          <p className="mt-1 text-slate-700" data-testid="contact-email">
            <Trans
              t={t}
              i18nKey="contact.email"
              values={{ email: SITE.email }}
              components={{ contact: <a href={`mailto:${SITE.email}`} className={LINK} /> }}
            />
          </p>
          <p className="mt-1 text-sm text-slate-500">{t('shell:site.hours')}</p>
        </div>
        <ContactForm key={user?.email ?? ''} />
      </div>
    </Page>
  );
}
