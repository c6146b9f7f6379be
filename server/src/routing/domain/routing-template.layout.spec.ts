import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { EscalationLevel } from '@civic/contracts';
import { contactSearchText, templateRows, type ContactRecord } from './routing-template.layout.js';

const locations = [
  { rowId: 'D-551', label: 'North Goa' },
  { rowId: 'S-5610', label: 'Bardez, North Goa' },
  { rowId: 'V-626695', label: 'Calangute, Bardez, North Goa' },
];
const contact = (
  locationKey: string,
  categoryKey: string | null,
  email: string,
  extra: string[] = [],
  escalationLevel: EscalationLevel = 0,
): ContactRecord => ({
  locationKey,
  location: locations.find((l) => l.rowId === locationKey)?.label ?? 'Elsewhere',
  categoryKey,
  escalationLevel,
  language: null,
  authorityEmail: email,
  authorityDesignation: 'Officer',
  authorityName: '',
  phone: '',
  additionalRecipients: extra.map((e) => ({ authorityEmail: e, authorityName: '', authorityDesignation: 'Copy', authorityDepartment: 'Dept' })),
});

describe('Routing template layout (admin spec section 5: 7 columns plus 3 additional recipients)', () => {
  const contacts = [
    contact('V-626695', 'roads', 'pwd@goa.gov.in'),
    contact('V-626695', null, 'vp@goa.gov.in', ['a@goa.gov.in', 'b@goa.gov.in']),
    contact('S-5610', 'roads', 'ee@goa.gov.in'),
  ];

  it('template: every location, the default row first (empty when there is no default contact), then category rows', () => {
    const rows = templateRows(locations, contacts, 'template');
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['D-551', 'North Goa', '', ''],
      ['S-5610', 'Bardez, North Goa', '', ''],
      ['S-5610', 'Bardez, North Goa', 'roads', 'ee@goa.gov.in'],
      ['V-626695', 'Calangute, Bardez, North Goa', '', 'vp@goa.gov.in'],
      ['V-626695', 'Calangute, Bardez, North Goa', 'roads', 'pwd@goa.gov.in'],
    ]);
    expect(rows[3]).toEqual([
      'V-626695',
      'Calangute, Bardez, North Goa',
      '',
      'vp@goa.gov.in',
      'Officer',
      '',
      '',
      'a@goa.gov.in',
      '',
      'Copy',
      'b@goa.gov.in',
      '',
      'Copy',
      '',
      '',
      '',
      '0',
      '',
    ]);
    expect(rows.every((r) => r.length === 18)).toBe(true);
    expect(rows[0][16]).toBe('');
  });

  it('escalation levels: each category levels in order, in the last column; a location with only appellate contacts keeps its empty default row', () => {
    const rows = templateRows(
      locations,
      [
        contact('D-551', null, 'collector@goa.gov.in', [], 1),
        contact('D-551', null, 'director@goa.gov.in', [], 2),
        contact('D-551', 'roads', 'se@goa.gov.in', [], 1),
      ],
      'template',
    );
    expect(rows.filter((r) => r[0] === 'D-551').map((r) => [r[2], r[3], r[16]])).toEqual([
      ['', '', ''],
      ['', 'collector@goa.gov.in', '1'],
      ['', 'director@goa.gov.in', '2'],
      ['roads', 'se@goa.gov.in', '1'],
    ]);
  });

  it('export: only contacts, in location order, and a contact at an unlisted location is kept at the end', () => {
    const rows = templateRows(locations, [...contacts, contact('V-1', null, 'lost@goa.gov.in')], 'export');
    expect(rows.map((r) => `${r[0]} ${r[2]} ${r[3]}`)).toEqual([
      'S-5610 roads ee@goa.gov.in',
      'V-626695  vp@goa.gov.in',
      'V-626695 roads pwd@goa.gov.in',
      'V-1  lost@goa.gov.in',
    ]);
  });

  it('search text holds the location and every email, lowercased', () => {
    expect(
      contactSearchText('Calangute, Bardez', 'VP@goa.gov.in', [
        { authorityEmail: 'a@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
      ]),
    ).toBe('calangute, bardez vp@goa.gov.in a@goa.gov.in');
  });
});
