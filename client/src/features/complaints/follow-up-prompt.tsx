import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListMyFollowUpsQuery } from '../../api/follows';

/**
 * My Complaints' in-app prompt of "Was it fixed?" (docs/adr/0148): one line per question waiting for the reporter's
 * answer, each opening the questionnaire page. Nothing when none waits.
 */
export function FollowUpPrompt() {
  const { t } = useTranslation(['complaints']);
  const { data } = useListMyFollowUpsQuery(undefined, { refetchOnMountOrArgChange: true });
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="follow-up-prompt" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="follow-up-prompt">
      <h2 id="follow-up-prompt" className="font-semibold text-slate-900">
        {t('followUp.prompt.heading')}
      </h2>
      <ul className="mt-2 space-y-2">
        {items.map((q) => (
          <li key={q.complaintId} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
            <span className="min-w-0 break-words">{t('followUp.prompt.text', { title: q.title, id: q.complaintId })}</span>
            <Link to={`/was-it-fixed?id=${encodeURIComponent(q.complaintId)}`} className="btn btn-primary">
              {t('followUp.prompt.answer')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
