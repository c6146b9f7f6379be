import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { fieldErrors, messageFor } from '../../api';
import { useConfirmWhatsAppLinkMutation, useGetWhatsAppLinkQuery, useRequestWhatsAppLinkMutation } from '../../api/whatsapp';
import { TextField } from '../../components/ui/text-field';

/**
 * My Profile's WhatsApp section (citizens; docs/adr/0151-whatsapp-channel.md): the linked number, and linking one by a
 * code sent to it on WhatsApp. Loaded lazily with its endpoints (api/whatsapp.ts), out of the first screen.
 */
export function WhatsAppLinkSection() {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const link = useGetWhatsAppLinkQuery();
  const [requestCode, requesting] = useRequestWhatsAppLinkMutation();
  const [confirmCode, confirming] = useConfirmWhatsAppLinkMutation();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    setPhoneError(undefined);
    try {
      await requestCode({ whatsAppLinkRequest: { phone } }).unwrap();
      setSentTo(phone.replace(/[\s+()-]/g, ''));
    } catch (error) {
      const field = fieldErrors(error).phone;
      if (field) setPhoneError(field);
      else toast.error(messageFor(error, t('whatsapp.failed')));
    }
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    try {
      await confirmCode({ whatsAppLinkConfirmRequest: { code } }).unwrap();
      toast.success(t('whatsapp.done'));
      setSentTo(null);
      setCode('');
    } catch (error) {
      const field = fieldErrors(error).code;
      if (field) setCodeError(field);
      else toast.error(messageFor(error, t('whatsapp.failed')));
    }
  };

  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('whatsapp.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('whatsapp.lead')}</p>
      {link.data?.phone && (
        <p className="mt-3 text-sm font-medium text-slate-900" data-testid="whatsapp-linked">
          {t('whatsapp.linked', { phone: link.data.phone })}
        </p>
      )}
      <form className="mt-4 space-y-3" onSubmit={(e) => void onRequest(e)} noValidate>
        <TextField
          name="whatsappPhone"
          label={t('whatsapp.phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          inputMode="tel"
          autoComplete="tel"
          error={phoneError}
          required
        />
        <button type="submit" className="btn btn-secondary" disabled={requesting.isLoading || !phone.trim()}>
          {requesting.isLoading ? t('whatsapp.sending') : t('whatsapp.sendCode')}
        </button>
      </form>
      {sentTo && (
        <form className="mt-4 space-y-3" onSubmit={(e) => void onConfirm(e)} noValidate>
          <p className="text-sm text-slate-700" role="status">
            {t('whatsapp.codeSent', { phone: sentTo })}
          </p>
          <TextField
            name="whatsappCode"
            label={t('whatsapp.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeError}
            required
          />
          <button type="submit" className="btn btn-primary" disabled={confirming.isLoading || code.trim().length !== 6}>
            {confirming.isLoading ? t('whatsapp.confirming') : t('whatsapp.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
