/** Scorecards (features/scorecards): how each authority, taluka and ULB handles complaints. */
export const scorecards = {
  title: 'Authority scorecards',
  lead: 'How the authorities of Goa answer the complaints forwarded to them: how many were resolved, how fast, and how many are overdue now. No names or complaint text are shown.',
  by: 'Group by',
  groupings: { authority: 'Authority', taluka: 'Taluka', ulb: 'Town (ULB)' },
  from: 'Filed from',
  to: 'Filed to',
  apply: 'Show',
  loading: 'Loading scorecards…',
  empty: 'No complaints were counted for this period yet.',
  tableCaption: 'Scorecards by {grouping}',
  columns: {
    name: 'Name',
    received: 'Received',
    resolved: 'Resolved',
    medianDays: 'Median days to resolve',
    withinDue: 'Resolved within the due date',
    verified: 'Verified fixes',
    overdue: 'Overdue now',
  },
  days: '{days} days',
  none: '—',
  chartTitle: 'Median days to resolve',
  chartLoading: 'Loading the chart…',
  chartLabel: 'Bar chart of the median days to resolve, per {grouping}; the same figures are in the table above.',
  notes:
    'Authority: the department and email domain of the contact a complaint was forwarded to. Resolved within the due date counts the forwarded complaints whose due date has passed or was met. Verified fixes: the share of the resolved complaints whose reporter confirmed the fix with an after-photo taken within 200 m of where the complaint was pinned.',
} as const;
