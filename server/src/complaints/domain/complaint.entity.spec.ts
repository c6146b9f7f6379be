import { describe, it } from 'node:test';
import { expect } from 'expect';
import { domainFailure as failure } from '../../../test/helpers/domain-failure.js';
import { formatComplaintId, isComplaintId } from './complaint-id.js';
import { Complaint, type FileComplaintInput } from './complaint.entity.js';

const roads = { key: 'roads', name: 'Roads & Potholes', subcategories: ['Potholes', 'Damaged road surface', 'Other'] };

function input(overrides: Partial<FileComplaintInput> = {}): FileComplaintInput {
  return {
    id: '7d0f6a8e-3c1b-4f5e-9a2d-1b2c3d4e5f60',
    publicId: 'GOA-2026-000001',
    reporter: { id: 'u1', email: 'asha@example.in' },
    category: roads,
    subcategory: 'Potholes',
    title: '  Deep pothole  ',
    location: ' 18th June Road, Panaji ',
    photos: ['/uploads/a.jpg'],
    photoLimit: 1,
    authorizeRepresentative: true,
    coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    authorityRecipients: [],
    now: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}

describe('Complaint entity (citizen spec sections 3 to 5; admin spec section 4)', () => {
  it('files a pending complaint with the first update, trimmed texts and medium urgency by default', () => {
    const { complaint, events } = Complaint.file(input());
    expect(complaint).toMatchObject({ status: 'pending', title: 'Deep pothole', location: '18th June Road, Panaji', urgency: 'medium', archived: false });
    expect(complaint.updates).toEqual([{ status: 'pending', date: '2026-11-22T10:00:00.000Z', message: 'Complaint submitted', source: 'reporter' }]);
    expect(events).toHaveLength(1);
    expect(events[0].name).toBe('ComplaintFiled');
    expect(events[0].audit).toMatchObject({ context: 'complaints', actorId: 'u1', entityType: 'complaint', entityId: 'GOA-2026-000001' });
    expect(events[0].payload).toMatchObject({ complaintId: 'GOA-2026-000001', reporterId: 'u1', categoryName: 'Roads & Potholes' });
  });

  it('each rule gives the spec message on its field', () => {
    const cases: [Partial<FileComplaintInput>, string, string][] = [
      [{ title: '   ' }, 'title', 'Add a short title so we can identify the issue.'],
      [{ location: '' }, 'location', 'Share the address or area name for the complaint.'],
      [{ coordinates: null }, 'coordinates', 'Please capture your exact Goa location before submitting.'],
      [{ photos: [] }, 'photos', 'Add at least one photo before submitting your complaint.'],
      [{ authorizeRepresentative: false }, 'authorizeRepresentative', 'Check the authorisation box so our team can act on your behalf.'],
      [{ subcategory: 'Other', otherText: ' ' }, 'otherText', 'Select a specific issue or describe it under "Other".'],
      [{ subcategory: 'Leaking pipe' }, 'subcategory', 'Choose an issue from the selected category.'],
      [{ photos: ['/uploads/a.jpg', '/uploads/b.jpg'] }, 'photos', 'Your plan allows at most 1 photo(s) per complaint.'],
    ];
    for (const [override, field, message] of cases) {
      const error = failure(() => Complaint.file(input(override)));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(message);
      expect(error.details).toEqual({ fields: { [field]: [message] } });
    }
  });

  it('Other with text is kept as Other plus the text; a subcategory matches case-insensitively with the category spelling', () => {
    expect(Complaint.file(input({ subcategory: 'others', otherText: ' Broken bus shelter ' })).complaint).toMatchObject({
      subcategory: 'Other',
      otherText: 'Broken bus shelter',
    });
    expect(Complaint.file(input({ subcategory: 'potholes' })).complaint.subcategory).toBe('Potholes');
  });

  it('snaps a point up to 0.05 degrees outside Goa to the border and flags it; refuses one further out with OUTSIDE_GOA', () => {
    const near = Complaint.file(input({ coordinates: { lat: 15.95, lng: 73.8, source: 'exif' } })).complaint;
    expect([near.lat, near.lng, near.locationSource, near.accuracyMetres, near.outsideBounds]).toEqual([15.916, 73.8, 'exif', null, true]);
    const error = failure(() => Complaint.file(input({ coordinates: { lat: 19.076, lng: 72.8777, source: 'exif' } })));
    expect([error.code, error.message]).toEqual(['OUTSIDE_GOA', 'The location must be inside Goa.']);
  });

  it('keeps coordinates to 6 decimals', () => {
    const c = Complaint.file(input({ coordinates: { lat: 15.49891234567, lng: 73.82781234567, source: 'manual', accuracy: 8 } })).complaint;
    expect([c.lat, c.lng, c.locationSource, c.accuracyMetres, c.outsideBounds]).toEqual([15.498912, 73.827812, 'manual', 8, false]);
  });

  it('changeStatus appends an update and raises ComplaintStatusChanged; a rejection needs a note', () => {
    const { complaint } = Complaint.file(input());
    const admin = { id: 'a1', email: 'admin@example.in' };
    const error = failure(() => complaint.changeStatus('rejected', '  ', admin));
    expect(error.message).toBe('Please add a note explaining the rejection.');
    expect(complaint.status).toBe('pending');

    const events = complaint.changeStatus('in_progress', 'Team visiting on Monday', admin, new Date('2026-11-23T09:00:00Z'));
    expect(complaint.status).toBe('in_progress');
    expect(complaint.updates.at(-1)).toEqual({ status: 'in_progress', date: '2026-11-23T09:00:00.000Z', message: 'Team visiting on Monday', source: 'admin' });
    expect(events[0]).toMatchObject({
      name: 'ComplaintStatusChanged',
      audit: { actorEmail: 'admin@example.in' },
      payload: { from: 'pending', to: 'in_progress' },
    });
  });

  it('keeps when the current resolution began: set on resolving, kept while resolved, cleared on any other status', () => {
    const { complaint } = Complaint.file(input());
    const admin = { id: 'a1', email: 'admin@example.in' };
    const first = new Date('2026-11-23T09:00:00Z');
    complaint.changeStatus('resolved', 'Filled', admin, first);
    expect(complaint.resolvedSince).toEqual(first);
    complaint.changeStatus('resolved', 'Checked again', admin, new Date('2026-11-24T09:00:00Z'));
    expect(complaint.resolvedAt).toEqual(first);
    complaint.changeStatus('in_progress', 'Sinking again', admin, new Date('2026-11-25T09:00:00Z'));
    expect([complaint.resolvedSince, complaint.resolvedAt]).toEqual([null, null]);
    const second = new Date('2026-11-26T09:00:00Z');
    complaint.changeStatus('resolved', 'Relaid', admin, second);
    expect(complaint.resolvedAt).toEqual(second);
  });

  it('archive toggles the flag with an event, and raises nothing when unchanged', () => {
    const { complaint } = Complaint.file(input());
    const admin = { id: 'a1', email: 'admin@example.in' };
    expect(complaint.archive(true, 'duplicate', admin)[0].name).toBe('ComplaintArchived');
    expect(complaint.archive(true, '', admin)).toEqual([]);
    expect(complaint.archive(false, '', admin)[0].name).toBe('ComplaintRestored');
  });

  it('public ids read GOA-<year>-<6 digits>', () => {
    expect(formatComplaintId(2026, 123)).toBe('GOA-2026-000123');
    expect(isComplaintId('GOA-2026-000123')).toBe(true);
    expect(isComplaintId('GOA-26-1')).toBe(false);
  });
});
