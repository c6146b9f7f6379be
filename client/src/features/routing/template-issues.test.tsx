import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { IssuesList } from './routing-template-page';
import { type RowIssues, moreIssuesText, visibleIssues } from './template-issues';
import { i18n } from '../../i18n/i18n';

const t = i18n.t;

/** `n` rows from row 2, each with `perRow` issues. */
function rows(n: number, perRow: number): RowIssues[] {
  return Array.from({ length: n }, (_, i) => ({ row: i + 2, issues: Array.from({ length: perRow }, (_, j) => `Issue ${j + 1} of row ${i + 2}`) }));
}

describe("template validation issues: the first 200, then '…and N more' (admin spec sections 5 and 9)", () => {
  it('shows every issue when there are 200 or fewer', () => {
    const shown = visibleIssues(rows(100, 2));
    expect(shown.total).toBe(200);
    expect(shown.hidden).toBe(0);
    expect(shown.rows).toHaveLength(100);
    expect(moreIssuesText(shown.hidden, t)).toBeNull();
  });

  it('counts issues, not rows: 150 rows of 2 issues show 100 rows and hide 100 issues', () => {
    const shown = visibleIssues(rows(150, 2));
    expect(shown.total).toBe(300);
    expect(shown.rows).toHaveLength(100);
    expect(shown.rows.flatMap((r) => r.issues)).toHaveLength(200);
    expect(shown.hidden).toBe(100);
    expect(moreIssuesText(shown.hidden, t)).toBe('…and 100 more');
  });

  it('cuts inside a row and keeps row order', () => {
    const input: RowIssues[] = [
      { row: 9, issues: ['late'] },
      { row: 3, issues: ['a', 'b', 'c'] },
      { row: 5, issues: [] },
    ];
    const shown = visibleIssues(input, 2);
    expect(shown.rows).toEqual([{ row: 3, issues: ['a', 'b'] }]);
    expect(shown.hidden).toBe(2);
    expect(moreIssuesText(shown.hidden, t)).toBe('…and 2 more');
  });

  it('renders the shown issues per row and the more line', () => {
    const shown = visibleIssues(rows(201, 1));
    render(<IssuesList rows={shown.rows} more={moreIssuesText(shown.hidden, t)} />);
    const list = screen.getByTestId('template-issues');
    expect(within(list).getAllByText(/^Row \d+:$/)).toHaveLength(200);
    expect(within(list).getByText('Row 2:')).toBeTruthy();
    expect(within(list).queryByText('Row 202:')).toBeNull();
    expect(screen.getByText('…and 1 more')).toBeTruthy();
  });
});
