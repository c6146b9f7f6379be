import type { VolunteerInterest, VolunteerStatus } from '@civic/contracts';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Events of volunteer submissions (citizen spec section 5; admin spec section 2, Volunteer Submissions); audited. */
export const VolunteerEvent = {
  Submitted: 'VolunteerSubmitted',
  StatusChanged: 'VolunteerStatusChanged',
  Deleted: 'VolunteerDeleted',
} as const;

export interface VolunteerSubmittedPayload {
  interest: VolunteerInterest;
}

export interface VolunteerStatusChangedPayload {
  from: VolunteerStatus;
  to: VolunteerStatus;
}

export interface VolunteerDeletedPayload {
  interest: VolunteerInterest;
  status: VolunteerStatus;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    VolunteerSubmitted: VolunteerSubmittedPayload;
    VolunteerStatusChanged: VolunteerStatusChangedPayload;
    VolunteerDeleted: VolunteerDeletedPayload;
  }
}

/** Builds a volunteer submission event: context 'support', entity 'volunteer_submission' (its uuid). */
export const volunteerEvent = eventFactory('support', 'volunteer_submission');
