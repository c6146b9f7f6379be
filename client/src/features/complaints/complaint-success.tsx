import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The success screen (citizen spec section 2): the complaint id and a File Another Complaint button. */
export function ComplaintSuccess({ id, onFileAnother }: { id: string; onFileAnother(): void }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700" aria-hidden="true">
        ✓
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-3xl font-bold text-slate-900 outline-none">
        {t('messages:complaint.submitted')}
      </h1>
      <p className="mt-3 text-lg text-slate-700" role="status">
        <Trans t={t} i18nKey="success.id" values={{ id }} components={{ strong: <strong className="font-mono" data-testid="complaint-id" /> }} />
      </p>
      <p className="mt-2 text-slate-600">{t('success.emailed')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={onFileAnother}>
          {t('success.fileAnother')}
        </button>
        <Link to="/dashboard" className="btn btn-secondary">
          {t('success.viewMine')}
        </Link>
      </div>
    </div>
  );
}
