import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { type AuthUserResponse, fieldErrors, messageFor } from '../../api';
import { useChooseNotificationChannelsMutation, useConfirmPhoneMutation, useRequestPhoneCodeMutation } from '../../api/hearing';
import { CheckboxField, FormBanner, TextField } from '../../components/ui/text-field';

/** email, sms or whatsapp. */
type NotificationChannel = AuthUserResponse['notificationChannels'][number];

/**
 * How the citizen hears about their complaints, on My Profile (docs/adr/0152-hearing-back-by-sms.md,
 * docs/adr/0154-whatsapp-as-a-chosen-channel.md): email, SMS and/or WhatsApp, as checkboxes in a fieldset; SMS can be
 * ticked only once the phone is verified by the code the portal texts to it (POST /api/auth/me/phone/code and /verify),
 * WhatsApp once a number is linked in the WhatsApp section below (`whatsappNumber`); saved by
 * PUT /api/auth/me/notification-channels.
 */
export function HearingSection({ user }: { user: AuthUserResponse }) {
  const { t } = useTranslation(['auth', 'messages']);
  const id = useId();
  const [chooseChannels, { isLoading: saving }] = useChooseNotificationChannelsMutation();
  const [requestCode, { isLoading: sending }] = useRequestPhoneCodeMutation();
  const [confirmPhone, { isLoading: verifying }] = useConfirmPhoneMutation();
  const [channels, setChannels] = useState<NotificationChannel[]>(user.notificationChannels);
  const [failure, setFailure] = useState<string | null>(null);
  const [phone, setPhone] = useState(user.verifiedPhone ?? user.phone);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const verified = user.verifiedPhone !== null;
  const whatsappNumber = user.whatsappNumber ?? null;

  const toggle = (channel: NotificationChannel, on: boolean) => {
    setFailure(null);
    setChannels((current) => (on ? [...current.filter((c) => c !== channel), channel] : current.filter((c) => c !== channel)));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (channels.length === 0) {
      setFailure(t('messages:hearing.chooseOne'));
      return;
    }
    try {
      await chooseChannels({ chooseNotificationChannelsRequest: { channels } }).unwrap();
      toast.success(t('messages:hearing.channelsSaved'));
    } catch (error) {
      setFailure(fieldErrors(error).channels ?? messageFor(error, t('messages:hearing.saveFailed')));
    }
  };

  const sendCode = async () => {
    setPhoneError(undefined);
    try {
      const sent = await requestCode({ requestPhoneCodeRequest: { phone: phone.trim() } }).unwrap();
      setSentTo(sent.phone);
      setCode('');
    } catch (error) {
      setPhoneError(fieldErrors(error).phone ?? messageFor(error, t('messages:hearing.sendFailed')));
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    if (!code.trim()) {
      setCodeError(t('messages:hearing.codeRequired'));
      return;
    }
    try {
      const account = await confirmPhone({ confirmPhoneRequest: { code: code.trim() } }).unwrap();
      setSentTo(null);
      setPhone(account.verifiedPhone ?? phone);
      toast.success(t('messages:hearing.phoneVerified'));
    } catch (error) {
      setCodeError(fieldErrors(error).code ?? messageFor(error, t('messages:hearing.wrongCode')));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="hearing">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {t('hearing.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('hearing.lead')}</p>
      </div>

      <form noValidate onSubmit={(e) => void save(e)} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-900">{t('hearing.channels')}</legend>
          <CheckboxField
            name="channel-email"
            label={t('hearing.email', { email: user.email })}
            checked={channels.includes('email')}
            onChange={(e) => toggle('email', e.target.checked)}
          />
          <ChannelCheckbox
            channel="sms"
            label={verified ? t('hearing.sms', { phone: user.verifiedPhone ?? '' }) : t('hearing.smsUnverified')}
            unavailableHint={verified ? null : t('hearing.smsHint')}
            checked={channels.includes('sms')}
            onToggle={toggle}
          />
          <ChannelCheckbox
            channel="whatsapp"
            label={whatsappNumber ? t('hearing.whatsapp', { phone: `+${whatsappNumber}` }) : t('hearing.whatsappUnlinked')}
            unavailableHint={whatsappNumber ? null : t('hearing.whatsappHint')}
            checked={channels.includes('whatsapp')}
            onToggle={toggle}
          />
        </fieldset>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('hearing.saving') : t('hearing.save')}
        </button>
      </form>

      <div className="space-y-3 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-slate-900">{t('hearing.phoneTitle')}</h3>
        <p className="text-sm text-slate-600" data-testid="phone-status">
          {verified ? t('hearing.phoneVerified', { phone: user.verifiedPhone ?? '' }) : t('hearing.phoneNotVerified')}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            wrapperClassName="min-w-0 flex-1"
            name="verify-phone"
            type="tel"
            autoComplete="tel"
            label={t('hearing.phone')}
            hint={t('hearing.phoneHint')}
            value={phone}
            error={phoneError}
            onChange={(e) => {
              setPhone(e.target.value);
              setPhoneError(undefined);
            }}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void sendCode()} disabled={sending}>
            {sending ? t('hearing.sending') : sentTo ? t('hearing.sendAgain') : t('hearing.sendCode')}
          </button>
        </div>
        {sentTo && (
          <form noValidate onSubmit={(e) => void verify(e)} className="space-y-3">
            <FormBanner tone="info">{t('hearing.codeSentTo', { phone: sentTo })}</FormBanner>
            <TextField
              name="phone-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              label={t('hearing.code')}
              value={code}
              error={codeError}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(undefined);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={verifying}>
              {verifying ? t('hearing.verifying') : t('hearing.verify')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

/**
 * A channel that needs something first (a verified phone, a linked number): disabled, and described by the hint that
 * says what, until `unavailableHint` is null.
 */
function ChannelCheckbox({
  channel,
  label,
  unavailableHint,
  checked,
  onToggle,
}: {
  channel: NotificationChannel;
  label: string;
  unavailableHint: string | null;
  checked: boolean;
  onToggle: (channel: NotificationChannel, on: boolean) => void;
}) {
  const hintId = `${useId()}-hint`;
  return (
    <>
      <CheckboxField
        name={`channel-${channel}`}
        label={label}
        checked={checked}
        disabled={unavailableHint !== null}
        aria-describedby={unavailableHint === null ? undefined : hintId}
        onChange={(e) => onToggle(channel, e.target.checked)}
      />
      {unavailableHint !== null && (
        <p id={hintId} className="text-sm text-slate-600">
          {unavailableHint}
        </p>
      )}
    </>
  );
}
