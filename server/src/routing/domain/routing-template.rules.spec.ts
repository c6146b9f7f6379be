import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ROUTING_TEMPLATE_ALL_COLUMNS, ROUTING_TEMPLATE_MAX_ROWS } from '@civic/contracts';
import { checkTemplate, type SheetText } from './routing-template.rules.js';

const catalog = {
  locations: { 'D-551': 'North Goa', 'S-5610': 'Bardez, North Goa', 'V-626695': 'Calangute, Bardez, North Goa', 'U-252061': 'Mapusa, North Goa' },
  categoryKeys: ['roads', 'garbage'],
};
const header = [...ROUTING_TEMPLATE_ALL_COLUMNS];
const sheet = (...rows: string[][]): SheetText => ({ header, rows: rows.map((cells, i) => ({ row: i + 2, cells })), totalRows: rows.length });

describe('checkTemplate (admin spec section 5, Routing template)', () => {
  it('returns the rows that carry a contact, lowercased, with their additional recipients; blank rows change nothing', () => {
    const result = checkTemplate(
      sheet(
        [
          'D-551',
          'North Goa',
          '',
          'Collector.North@Goa.gov.in',
          'Collector',
          'Shri X',
          '0832',
          'ADM@goa.gov.in',
          'Y',
          'ADM',
          '',
          '',
          '',
          'z@goa.gov.in',
          '',
          'Clerk',
        ],
        ['S-5610', 'Bardez, North Goa'],
        ['', '', '', '', '', '', ''],
        ['v-626695', ' Calangute,  Bardez, North Goa ', 'Roads', 'pwd@goa.gov.in', 'EE'],
      ),
      catalog,
    );
    expect(result.issues).toEqual([]);
    expect(result.contacts).toEqual([
      {
        row: 2,
        rowId: 'D-551',
        categoryKey: null,
        escalationLevel: 0,
        language: null,
        authorityEmail: 'collector.north@goa.gov.in',
        authorityDesignation: 'Collector',
        authorityName: 'Shri X',
        phone: '0832',
        additionalRecipients: [
          { authorityEmail: 'adm@goa.gov.in', authorityName: 'Y', authorityDesignation: 'ADM', authorityDepartment: '' },
          { authorityEmail: 'z@goa.gov.in', authorityName: '', authorityDesignation: 'Clerk', authorityDepartment: '' },
        ],
      },
      {
        row: 5,
        rowId: 'V-626695',
        categoryKey: 'roads',
        escalationLevel: 0,
        language: null,
        authorityEmail: 'pwd@goa.gov.in',
        authorityDesignation: 'EE',
        authorityName: '',
        phone: '',
        additionalRecipients: [],
      },
    ]);
  });

  it('reads the Escalation Level column: blank is 0, 1 and 2 are kept, anything else is an issue; a file without the column is level 0', () => {
    const level = (value: string) => ['D-551', 'North Goa', '', 'collector@goa.gov.in', 'Collector', '', '', '', '', '', '', '', '', '', '', '', value];
    const result = checkTemplate(sheet(level(''), level('1'), level('2'), level('3'), level('one'), level('1')), catalog);
    expect(result.contacts.map((c) => [c.row, c.escalationLevel])).toEqual([
      [2, 0],
      [3, 1],
      [4, 2],
    ]);
    expect(result.issues).toEqual([
      { row: 5, issues: ['Escalation Level must be 0, 1 or 2 (blank is 0)'] },
      { row: 6, issues: ['Escalation Level must be 0, 1 or 2 (blank is 0)'] },
      { row: 7, issues: ['Duplicate Row ID and Category Key (same as row 3)'] },
    ]);
    const old = checkTemplate({ header: header.slice(0, 16), rows: [{ row: 2, cells: level('2').slice(0, 16) }], totalRows: 1 }, catalog);
    expect(old.issues).toEqual([]);
    expect(old.contacts.map((c) => c.escalationLevel)).toEqual([0]);
  });

  it('reads the Language column: en, kok, mr or hi in any case; blank (or no column) keeps the contact’s; anything else is an issue', () => {
    const row = (level: string, language: string) => [
      'D-551',
      'North Goa',
      '',
      'collector@goa.gov.in',
      'Collector',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      level,
      language,
    ];
    const result = checkTemplate(sheet(row('0', 'MR'), row('1', ''), row('2', 'french')), catalog);
    expect(result.contacts.map((c) => [c.escalationLevel, c.language])).toEqual([
      [0, 'mr'],
      [1, null],
    ]);
    expect(result.issues).toEqual([{ row: 4, issues: ['Language must be en, kok, mr or hi (blank keeps the contact’s)'] }]);
  });

  it('reports each problem of a row in the spec words', () => {
    const result = checkTemplate(
      sheet(
        ['D-551', 'North Goa', '', 'collector@goa.gov.in', ''],
        ['S-5610', 'Bardez, North Goa', '', '', 'Mamlatdar'],
        ['V-626695', 'Calangute', 'potholes', 'bad-email', 'X'],
        ['X-1', 'Somewhere', '', 'a@goa.gov.in', 'A'],
        ['', 'Nowhere', '', 'a@goa.gov.in', 'A'],
        ['U-252061', 'Mapusa, North Goa', '', '', '', '', '', 'extra@goa.gov.in'],
        ['U-252061', 'Mapusa, North Goa', 'garbage', 'a@goa.gov.in', 'A', '', '', 'nope'],
      ),
      catalog,
    );
    expect(result.issues).toEqual([
      { row: 2, issues: ['Designation is required'] },
      { row: 3, issues: ['Authority Email is required'] },
      {
        row: 4,
        issues: [
          'Location must not be changed for Row ID V-626695 (expected "Calangute, Bardez, North Goa")',
          'Unknown category key: potholes',
          'Invalid email: bad-email',
        ],
      },
      { row: 5, issues: ['Unknown Row ID: X-1'] },
      { row: 6, issues: ['Row ID is required'] },
      { row: 7, issues: ['Authority Email is required'] },
      { row: 8, issues: ['Invalid email: nope'] },
    ]);
    expect(result.contacts).toEqual([]);
  });

  it('flags a second filled row for the same Row ID and Category Key, not a blank copy', () => {
    const result = checkTemplate(
      sheet(
        ['S-5610', 'Bardez, North Goa'],
        ['S-5610', 'Bardez, North Goa', '', 'a@goa.gov.in', 'A'],
        ['S-5610', 'Bardez, North Goa', 'ROADS', 'b@goa.gov.in', 'B'],
        ['S-5610', 'Bardez, North Goa', 'roads', 'c@goa.gov.in', 'C'],
      ),
      catalog,
    );
    expect(result.issues).toEqual([{ row: 5, issues: ['Duplicate Row ID and Category Key (same as row 4)'] }]);
  });

  it('finds columns by header in any order, requires the four key columns, and refuses too many rows', () => {
    const reordered = checkTemplate(
      {
        header: ['Designation', 'Authority Email', 'Location', 'Row ID'],
        rows: [{ row: 2, cells: ['Mamlatdar', 'm@goa.gov.in', 'Bardez, North Goa', 'S-5610'] }],
        totalRows: 1,
      },
      catalog,
    );
    expect(reordered.issues).toEqual([]);
    expect(reordered.contacts[0]).toMatchObject({ rowId: 'S-5610', authorityEmail: 'm@goa.gov.in', authorityDesignation: 'Mamlatdar', categoryKey: null });
    expect(checkTemplate({ header: ['Row ID', 'Email'], rows: [], totalRows: 0 }, catalog).issues).toEqual([
      { row: 1, issues: ['Missing column: Location', 'Missing column: Authority Email', 'Missing column: Designation'] },
    ]);
    expect(checkTemplate({ header, rows: [], totalRows: ROUTING_TEMPLATE_MAX_ROWS + 1 }, catalog).issues).toEqual([
      { row: 1, issues: ['The file has more than 50000 rows'] },
    ]);
  });
});
