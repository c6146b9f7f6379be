import { ROUTING_TEMPLATE_MAX_ISSUES_SHOWN } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';

export interface RowIssues {
  row: number;
  issues: string[];
}

export interface VisibleIssues {
  /** The rows to show, each with only its shown issues, in row order. */
  rows: RowIssues[];
  /** Issues in the whole result. */
  total: number;
  /** Issues left out: the '…and N more' count (0 when every issue is shown). */
  hidden: number;
}

/**
 * The validation issues the Template page shows (admin spec sections 5 and 9): the first 200 issues,
 * counted one by one across rows in row order, grouped by row; the rest are only counted.
 */
export function visibleIssues(result: readonly RowIssues[], limit: number = ROUTING_TEMPLATE_MAX_ISSUES_SHOWN): VisibleIssues {
  const rows: RowIssues[] = [];
  let total = 0;
  let shown = 0;
  for (const entry of [...result].sort((a, b) => a.row - b.row)) {
    total += entry.issues.length;
    const room = limit - shown;
    if (room <= 0 || entry.issues.length === 0) continue;
    const issues = entry.issues.slice(0, room);
    shown += issues.length;
    rows.push({ row: entry.row, issues });
  }
  return { rows, total, hidden: total - shown };
}

/** '…and N more', or null when nothing is hidden. */
export function moreIssuesText(hidden: number, t: Translate): string | null {
  return hidden > 0 ? t('messages:admin.routing.moreIssues', { N: hidden }) : null;
}
