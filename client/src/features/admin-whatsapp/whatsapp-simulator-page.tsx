import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { messageFor } from '../../api';
import {
  type SimulatorMessageRequest,
  type TranscriptLineResponse,
  useSentWhatsAppMessagesQuery,
  useSimulateMessageMutation,
  useSimulatorConversationQuery,
} from '../../api/admin';
import { AdminPage } from '../../components/ui/page';
import { formatDateTime } from '../../i18n/format';

/** Points in Goa the location composer offers (a click sends the pin). */
const PRESETS = [
  { name: 'Panaji', lat: 15.4989, lng: 73.8278 },
  { name: 'Margao', lat: 15.2832, lng: 73.9862 },
  { name: 'Mapusa', lat: 15.5937, lng: 73.8142 },
] as const;
const WA_ID = /^[0-9]{6,20}$/;

/** Reads a picked file as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** One message bubble: the citizen's on the right, the portal's on the left with its list rows and reply buttons. */
function Bubble({
  line,
  onChoose,
  disabled,
}: {
  line: TranscriptLineResponse;
  onChoose: (id: string, title: string, list: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(['admin-whatsapp']);
  const mine = line.direction === 'in';
  const choices = [...line.sections.flatMap((s) => s.rows.map((r) => ({ ...r, list: true }))), ...line.buttons.map((b) => ({ ...b, list: false }))];
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid={mine ? 'wa-in' : 'wa-out'}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${mine ? 'bg-emerald-100 text-slate-900' : 'bg-white text-slate-900 ring-1 ring-slate-200'}`}
      >
        <p className="text-xs font-medium text-slate-600">{mine ? t('you') : t('portal')}</p>
        <p className="whitespace-pre-wrap break-words">{line.text}</p>
        {choices.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((c) => (
              <button
                key={c.id}
                type="button"
                className="btn btn-secondary min-h-11 text-left"
                disabled={disabled}
                onClick={() => onChoose(c.id, c.title, c.list)}
              >
                {c.title}
              </button>
            ))}
          </div>
        )}
        {line.status === 'failed' && <p className="mt-1 text-xs text-red-700">{t('failed', { error: line.error ?? '' })}</p>}
      </div>
    </li>
  );
}

/**
 * /admin/whatsapp (superadmins; docs/adr/0151-whatsapp-channel.md): the simulator — chat as any number, every action
 * sent through the webhook's code signed as Meta signs it — and the messages the portal sent on WhatsApp.
 */
export function WhatsAppSimulatorPage() {
  const { t } = useTranslation(['admin-whatsapp']);
  const [draftPhone, setDraftPhone] = useState('919800000000');
  const [phone, setPhone] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [lat, setLat] = useState('15.4989');
  const [lng, setLng] = useState('73.8278');
  const conversation = useSimulatorConversationQuery({ phone: phone ?? '' }, { skip: !phone, pollingInterval: 1000 });
  const sent = useSentWhatsAppMessagesQuery({ limit: 50 }, { pollingInterval: 5000 });
  const [simulate, sending] = useSimulateMessageMutation();
  const simulator = conversation.data?.simulator ?? true;

  const send = async (message: Omit<SimulatorMessageRequest, 'phone'>) => {
    if (!phone) return;
    try {
      await simulate({ simulatorMessageRequest: { phone, ...message } }).unwrap();
      void conversation.refetch();
    } catch (error) {
      toast.error(messageFor(error, t('sendFailed')));
    }
  };
  const onText = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void send({ type: 'text', text }).then(() => setText(''));
  };
  const onLocation = (event: FormEvent) => {
    event.preventDefault();
    void send({ type: 'location', lat: Number(lat), lng: Number(lng) });
  };
  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const type = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) ? file.type : 'image/jpeg';
    await send({ type: 'image', imageBase64: await base64Of(file), mimeType: type as SimulatorMessageRequest['mimeType'] });
  };

  return (
    <AdminPage title={t('title')} lead={simulator ? t('lead') : t('off')}>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (WA_ID.test(draftPhone.trim())) setPhone(draftPhone.trim());
        }}
      >
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium text-slate-700">
          {t('phone')}
          <input className="input mt-1" inputMode="numeric" value={draftPhone} onChange={(e) => setDraftPhone(e.target.value)} pattern="[0-9]{6,20}" required />
        </label>
        <button type="submit" className="btn btn-primary min-h-11">
          {t('open')}
        </button>
      </form>

      {phone && (
        <section className="mt-6 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" aria-label={t('chatLabel', { phone })}>
          {conversation.data?.step && <p className="text-xs text-slate-600">{t('step', { step: conversation.data.step })}</p>}
          <ol className="mt-2 flex flex-col gap-2" aria-live="polite">
            {(conversation.data?.messages ?? []).map((line) => (
              <Bubble
                key={line.id}
                line={line}
                disabled={sending.isLoading}
                onChoose={(id, title, list) => void send({ type: 'choice', choiceId: id, title, list })}
              />
            ))}
          </ol>
          {conversation.data && conversation.data.messages.length === 0 && <p className="text-sm text-slate-600">{t('empty')}</p>}

          <form className="mt-4 flex gap-2" onSubmit={onText}>
            <label className="sr-only" htmlFor="wa-text">
              {t('message')}
            </label>
            <input id="wa-text" className="input min-w-0 flex-1" value={text} onChange={(e) => setText(e.target.value)} maxLength={4096} />
            <button type="submit" className="btn btn-primary min-h-11" disabled={sending.isLoading}>
              {t('send')}
            </button>
          </form>

          <label className="btn btn-secondary mt-3 inline-flex min-h-11 cursor-pointer items-center">
            {t('photo')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => {
                void onPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>

          <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={onLocation} aria-label={t('location')}>
            <label className="flex w-28 flex-col text-xs text-slate-700">
              {t('latitude')}
              <input className="input mt-1" inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />
            </label>
            <label className="flex w-28 flex-col text-xs text-slate-700">
              {t('longitude')}
              <input className="input mt-1" inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} />
            </label>
            <button type="submit" className="btn btn-secondary min-h-11" disabled={sending.isLoading}>
              {t('location')}
            </button>
          </form>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={t('presets')}>
            {PRESETS.map((p) => (
              <button
                key={p.name}
                type="button"
                className="btn btn-secondary min-h-11"
                disabled={sending.isLoading}
                onClick={() => void send({ type: 'location', lat: p.lat, lng: p.lng, name: p.name })}
              >
                📍 {p.name}
              </button>
            ))}
          </div>
        </section>
      )}

      <section className="mt-8">
        <h2 className="text-lg font-semibold text-slate-900">{t('sentTitle')}</h2>
        {sent.data && sent.data.items.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('sentEmpty')}</p>}
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {(sent.data?.items ?? []).slice(0, 50).map((line) => (
            <li key={line.id} className="py-2">
              <span className="font-medium">+{line.phone}</span> · {formatDateTime(line.at)} · {line.status}
              <p className="whitespace-pre-wrap break-words text-slate-700">{line.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}
