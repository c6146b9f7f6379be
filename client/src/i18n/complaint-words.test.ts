import { describe, expect, it } from '@jest/globals';
import { COMPLAINT_STATUS_WORDS, HISTORY_LINES, type HistoryLineKey } from '@civic/contracts';
import { en } from './en/index';
import { hi } from './hi/index';
import { kok } from './kok/index';
import { mr } from './mr/index';

/*
 * The server writes a complaint's statuses and its own history lines in the reader's language from libs/contracts'
 * complaint words (COMPLAINT_STATUS_WORDS, HISTORY_LINES); the client shows the same things from its catalogues
 * (common.complaintStatus, messages.complaint.submitted, messages.escalation.*). A reader must meet one word for one
 * thing, so the two lists stay the same.
 */

const catalogues = { en, kok, mr, hi } as const;
/** Where each history line lives in the `messages` namespace. */
const SECTION: Record<HistoryLineKey, 'complaint' | 'escalation' | 'followUp'> = {
  submitted: 'complaint',
  reminderNote: 'escalation',
  escalationNote: 'escalation',
  paused: 'escalation',
  resumed: 'escalation',
  fixConfirmedNote: 'escalation',
  fixConfirmedWithPhotoNote: 'escalation',
  fixVerifiedNote: 'escalation',
  reopenedNote: 'escalation',
  notFixedNote: 'followUp',
  fixedNote: 'followUp',
  adminReopenedNote: 'followUp',
};

describe("the server's complaint words are the catalogues' words", () => {
  for (const [locale, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, (typeof catalogues)[keyof typeof catalogues]][]) {
    it(`${locale}: statuses`, () => {
      expect(COMPLAINT_STATUS_WORDS[locale]).toEqual(catalogue.common.complaintStatus);
    });

    it(`${locale}: history lines`, () => {
      for (const [key, section] of Object.entries(SECTION) as [HistoryLineKey, 'complaint' | 'escalation' | 'followUp'][]) {
        const texts = catalogue.messages[section] as Record<string, string>;
        expect({ key, text: HISTORY_LINES[key][locale] }).toEqual({ key, text: texts[key] });
      }
    });
  }
});
