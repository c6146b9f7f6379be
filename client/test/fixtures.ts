/** Records that several client tests share (imported only by *.test.ts(x)). */
import type { AuthUserResponse, RoutingContactResponse } from '../src/api';

/** A verified citizen with a password (free plan). */
export const ASHA: AuthUserResponse = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Naik',
  name: 'Asha Naik',
  email: 'asha@example.in',
  phone: '+91 98220 12345',
  plan: 'Free Citizen',
  isPremium: false,
  authProvider: 'local',
  hasPassword: true,
  emailVerified: true,
  blocked: false,
  role: 'user',
  adminModules: [],
  locale: 'en',
};

/** The default routing contact of Bardez taluka, without copies; tests add what they need. */
export const BARDEZ_CONTACT: RoutingContactResponse = {
  _id: 'c1',
  level: 'subdistrict',
  scope: 'Rural',
  location: 'Bardez, North Goa',
  rowId: 'S-5610',
  categoryKey: null,
  districtCode: '551',
  subdistrictCode: '5610',
  villageCode: null,
  ulbCode: null,
  authorityEmail: 'bdo.bardez@goa.gov.in',
  authorityDesignation: 'Block Development Officer',
  authorityName: '',
  authorityDepartment: '',
  phone: '',
  active: true,
  escalationLevel: 0,
  additionalRecipients: [],
  forwardRecipients: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
