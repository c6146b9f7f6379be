import { describe, expect, it } from '@jest/globals';
import {
  type RoutingCheck,
  decideForward,
  recipientSummary,
  routingProblem,
  routingProblemText,
  searchPage,
  statusFailedMessage,
  statusNoteError,
  statusSavedMessage,
} from './desk-rules';
import { i18n } from '../../i18n/i18n';

const t = i18n.t;

const ok: RoutingCheck = {
  found: true,
  hasEmail: true,
  level: 'village',
  expectedLevel: 'village',
  isDeepest: true,
  location: 'Querim, Pernem, North Goa',
  recipients: [{ authorityEmail: 'sarpanch@example.gov.in' }],
};

describe("the 'Deepest routing contact missing' decision before forwarding (admin spec section 4)", () => {
  it('forwards at once when a contact with an email exists at the deepest level', () => {
    expect(decideForward(ok)).toEqual({ action: 'forward' });
  });

  it('warns when no contact is found', () => {
    expect(decideForward({ ...ok, found: false, hasEmail: false, level: null, isDeepest: false, location: null, recipients: [] })).toEqual({
      action: 'warn',
      problem: 'no_contact',
    });
  });

  it('warns when the contact has no email', () => {
    expect(decideForward({ ...ok, hasEmail: false })).toEqual({ action: 'warn', problem: 'no_email' });
  });

  it('warns when the contact was found at a different level than expected', () => {
    expect(decideForward({ ...ok, level: 'subdistrict', isDeepest: false })).toEqual({ action: 'warn', problem: 'not_deepest' });
  });

  it('forwards anyway when the lookup itself failed', () => {
    expect(decideForward(null)).toEqual({ action: 'forward' });
  });

  it('reports the first problem: no contact before no email before level', () => {
    expect(routingProblem({ ...ok, found: false, hasEmail: false, isDeepest: false })).toBe('no_contact');
    expect(routingProblem({ ...ok, hasEmail: false, isDeepest: false })).toBe('no_email');
  });

  it('explains the problem with the levels', () => {
    expect(routingProblemText('not_deepest', { ...ok, level: 'subdistrict', isDeepest: false, location: 'Pernem, North Goa' }, t)).toBe(
      "The routing contact was found at the taluka (subdistrict) level (Pernem, North Goa), not at the complaint's village level.",
    );
    expect(routingProblemText('no_contact', { ...ok, found: false, expectedLevel: 'ulb' }, t)).toBe(
      "No routing contact was found for this complaint's location, down to its urban local body (ULB).",
    );
    expect(routingProblemText('no_email', { ...ok, hasEmail: false, level: 'district', location: 'North Goa' }, t)).toBe(
      'The routing contact at the district level (North Goa) has no email address or is inactive.',
    );
  });
});

describe('status update rules (admin spec sections 5 and 8)', () => {
  it('a rejection needs a note', () => {
    expect(statusNoteError('rejected', '', t)).toBe('Please add a note explaining the rejection.');
    expect(statusNoteError('rejected', '   ', t)).toBe('Please add a note explaining the rejection.');
    expect(statusNoteError('rejected', 'Duplicate of GOA-2026-000001', t)).toBeNull();
    expect(statusNoteError('resolved', '', t)).toBeNull();
  });

  it('uses the forward messages for forwarded and the status messages otherwise', () => {
    expect(statusSavedMessage('forwarded', t)).toBe('Complaint forwarded');
    expect(statusSavedMessage('resolved', t)).toBe('Status updated');
    expect(statusFailedMessage('forwarded', t)).toBe('Failed to forward');
    expect(statusFailedMessage('pending', t)).toBe('Failed to update status');
  });
});

describe('client-side search over the current page (admin spec section 2)', () => {
  const items = [
    { id: 'A', title: 'Deep pothole near market', category: 'roads', categoryName: 'Roads & Potholes', subcategory: 'Potholes', location: 'Panaji' },
    {
      id: 'B',
      title: 'Garbage not collected',
      category: 'garbage',
      categoryName: 'Garbage & Sanitation',
      subcategory: 'Overflowing bins',
      location: 'Mapusa market',
    },
    { id: 'C', title: 'Streetlight out', category: 'electricity', categoryName: 'Electricity', subcategory: 'Streetlights', location: 'Margao' },
  ];

  it('matches title, category and location, case-insensitively', () => {
    expect(searchPage(items, 'POTHOLE').map((c) => c.id)).toEqual(['A']);
    expect(searchPage(items, 'sanitation').map((c) => c.id)).toEqual(['B']);
    expect(searchPage(items, 'margao').map((c) => c.id)).toEqual(['C']);
    expect(searchPage(items, 'market').map((c) => c.id)).toEqual(['A', 'B']);
  });

  it('needs every word to match somewhere', () => {
    expect(searchPage(items, 'market garbage').map((c) => c.id)).toEqual(['B']);
    expect(searchPage(items, 'market electricity')).toEqual([]);
  });

  it('an empty query keeps the page as it is', () => {
    expect(searchPage(items, '   ').map((c) => c.id)).toEqual(['A', 'B', 'C']);
  });

  it('does not search other fields such as the reporter or the description', () => {
    expect(searchPage([{ ...items[0], description: 'secret', reporter: 'asha@example.in' }], 'asha')).toEqual([]);
  });
});

describe('row labels', () => {
  it("shows the first recipient and '+N more'", () => {
    expect(recipientSummary([])).toEqual({ primary: null, more: 0 });
    expect(recipientSummary([{ authorityEmail: 'a@x.in' }])).toEqual({ primary: 'a@x.in', more: 0 });
    expect(recipientSummary([{ authorityEmail: 'a@x.in' }, { authorityEmail: 'b@x.in' }, { authorityEmail: 'c@x.in' }])).toEqual({
      primary: 'a@x.in',
      more: 2,
    });
  });
});
