import { useTranslation } from 'react-i18next';
import type { Translate } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';

/** What a history entry says about who wrote it (the read sides' `updates[]` and the public history). */
export interface HistoryAuthor {
  source?: string;
  authorityName?: string;
  authorityAction?: string;
  expectedBy?: string;
}

const ACTIONS = ['acknowledge', 'in_progress', 'resolved', 'not_ours', 'message', 'reply'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * 'Resolved by Shri R. Gaonkar', 'Acknowledged by …, expected by 15 Dec 2026': the label of an authority's history
 * entry in the reader's language; null for an entry someone else wrote.
 */
export function authorityAnswerLabel(entry: HistoryAuthor, t: Translate): string | null {
  if (entry.source !== 'authority') return null;
  const action: Action = (ACTIONS as readonly string[]).includes(entry.authorityAction ?? '') ? (entry.authorityAction as Action) : 'message';
  const authority = entry.authorityName ?? '';
  if (action === 'acknowledge' && entry.expectedBy) return t('common:authorityAnswer.acknowledgeUntil', { authority, date: formatDate(entry.expectedBy) });
  return t(`common:authorityAnswer.${action}`, { authority });
}

/** The label of an authority's history entry as a line of its own; nothing for other entries. */
export function AuthorityAnswer({ entry, className = 'text-sm font-semibold text-slate-900' }: { entry: HistoryAuthor; className?: string }) {
  const { t } = useTranslation();
  const label = authorityAnswerLabel(entry, t);
  return label ? (
    <p className={className} data-testid="authority-answer">
      {label}
    </p>
  ) : null;
}
