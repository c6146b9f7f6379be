import { describe, it } from 'node:test';
import { expect } from 'expect';
import { deskFilterCount } from './complaint-read-revisions.js';

describe('deskFilterCount', () => {
  const groups = [
    { archived: false, status: 'pending', n: 7, revision: '9007199254740993' },
    { archived: false, status: 'resolved', n: 3, revision: '5' },
    { archived: true, status: 'resolved', n: 2, revision: '11' },
  ];

  it('sums the groups of one status, or of every status, of archived or not archived complaints', () => {
    expect(deskFilterCount(groups, { archived: false, status: 'resolved' })).toEqual({ total: 3, revision: '5' });
    expect(deskFilterCount(groups, { archived: false, status: null })).toEqual({ total: 10, revision: '9007199254740998' });
    expect(deskFilterCount(groups, { archived: true, status: null })).toEqual({ total: 2, revision: '11' });
  });

  it('is zero at revision 0 for a filter no complaint has reached', () => {
    expect(deskFilterCount(groups, { archived: true, status: 'pending' })).toEqual({ total: 0, revision: '0' });
  });
});
