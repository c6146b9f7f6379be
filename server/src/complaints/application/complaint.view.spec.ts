import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ComplaintStatus } from '@civic/contracts';
import { Complaint, type FileComplaintInput } from '../domain/complaint.entity.js';
import { coordinatesOf, lastUpdateOf, mapUrlOf } from './complaint.view.js';
import { publicEntryOf, publicNoteOf, roundToPublicPrecision, toPublicComplaint } from './public-complaint.view.js';

const roads = { key: 'roads', name: 'Roads & Potholes', subcategories: ['Potholes', 'Other'] };

function filed(overrides: Partial<FileComplaintInput> = {}): Complaint {
  return Complaint.file({
    id: '7d0f6a8e-3c1b-4f5e-9a2d-1b2c3d4e5f60',
    publicId: 'GOA-2026-000001',
    reporter: { id: 'u1', email: 'asha@example.in' },
    category: roads,
    subcategory: 'Potholes',
    title: 'Deep pothole',
    description: 'Near the house of Mr Naik',
    location: '18th June Road, Panaji',
    photos: ['/uploads/a.jpg'],
    photoLimit: 1,
    authorizeRepresentative: true,
    coordinates: { lat: 15.49891234567, lng: 73.82781234567, source: 'manual', accuracy: 8 },
    authorityRecipients: [],
    now: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  }).complaint;
}

describe('Complaint views (citizen spec section 3, admin spec sections 3 and 9: the read side)', () => {
  it('shows the stored coordinates and derives the map link at 6 decimals', () => {
    const c = filed();
    expect(coordinatesOf(c)).toEqual({ lat: 15.498912, lng: 73.827812, source: 'manual', accuracy: 8, outsideBounds: false });
    expect(mapUrlOf(c)).toBe('https://www.openstreetmap.org/?mlat=15.498912&mlon=73.827812#map=18/15.498912/73.827812');
  });

  it("dates the last update by the history's last entry", () => {
    const c = filed();
    expect(lastUpdateOf(c)).toBe('2026-11-22T10:00:00.000Z');
    c.changeStatus('in_progress', 'Team visiting on Monday', { id: 'a1', email: 'admin@example.in' }, new Date('2026-11-23T09:00:00Z'));
    expect(lastUpdateOf(c)).toBe('2026-11-23T09:00:00.000Z');
  });
});

describe('Public complaint view (the public privacy rules)', () => {
  it('rounds the point to 3 decimals and hides the reporter words unless they opted in', () => {
    const hidden = toPublicComplaint(filed(), null);
    expect(hidden).toMatchObject({ lat: 15.499, lng: 73.828, title: '', description: '', location: 'Near 15.499, 73.828', landmark: '', photoUrls: [] });
    const shared = toPublicComplaint(filed({ showPublicly: true }), null);
    expect(shared).toMatchObject({
      title: 'Deep pothole',
      description: 'Near the house of Mr Naik',
      photoUrls: ['/uploads/a.jpg'],
      photoUrl: '/uploads/a.jpg',
    });
    expect(toPublicComplaint(filed({ showPublicly: true, anonymous: true }), null)).toMatchObject({ reporterShared: false, title: '' });
    expect(roundToPublicPrecision(73.82781)).toBe(73.828);
  });

  it("keeps of a history entry its status, date and writer, of an authority's the office and its answer, never another's note", () => {
    const answer = {
      status: ComplaintStatus.Resolved,
      date: '2026-11-23T09:00:00.000Z',
      source: 'authority' as const,
      authorityName: 'Mamlatdar of Tiswadi',
      authorityAction: 'resolved' as const,
      message: 'Road resurfaced',
      photos: ['/uploads/after.jpg'],
    };
    const entry = publicEntryOf(answer);
    expect(entry).toEqual({
      status: 'resolved',
      date: '2026-11-23T09:00:00.000Z',
      source: 'authority',
      authorityName: 'Mamlatdar of Tiswadi',
      authorityAction: 'resolved',
      authorityMessage: 'Road resurfaced',
      authorityPhotos: ['/uploads/after.jpg'],
    });
    expect(publicNoteOf(entry)).toContain('Mamlatdar of Tiswadi');
    expect(publicEntryOf({ ...answer, hiddenReason: 'Names an official' })).toEqual({
      status: 'resolved',
      date: '2026-11-23T09:00:00.000Z',
      source: 'authority',
      authorityName: 'Mamlatdar of Tiswadi',
      authorityAction: 'resolved',
      authorityMessage: '',
      authorityPhotos: [],
      hiddenReason: 'Names an official',
    });
    const adminNote = publicEntryOf({
      status: ComplaintStatus.Pending,
      date: '2026-11-22T10:00:00.000Z',
      source: 'admin',
      message: 'Called Asha',
      photos: ['/uploads/x.jpg'],
    });
    expect(adminNote).toEqual({ status: 'pending', date: '2026-11-22T10:00:00.000Z', source: 'admin' });
    expect(publicNoteOf(adminNote)).toBe('');
  });
});
