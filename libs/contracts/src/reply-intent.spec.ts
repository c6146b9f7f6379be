import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readReplyIntent, REPLY_INTENT_WORDS, suggestedReplyWords } from './reply-intent.js';

describe('what an emailed reply records (docs/adr/0138)', () => {
  it('reads the action from the first words, keeping a sentence as its own message', () => {
    expect(readReplyIntent('Work completed today.')).toEqual({ action: 'resolved', matched: 'Work completed', message: 'Work completed today.' });
    expect(readReplyIntent('RESOLVED. The pothole was filled with cold mix.')).toMatchObject({
      action: 'resolved',
      message: 'The pothole was filled with cold mix.',
    });
    expect(readReplyIntent('Done')).toMatchObject({ action: 'resolved', message: 'Done' });
    expect(readReplyIntent('In progress - contractor on site,\nexpected Friday')).toMatchObject({
      action: 'in_progress',
      message: 'contractor on site,\nexpected Friday',
    });
    expect(readReplyIntent('Not our jurisdiction: this road belongs to PWD Margao.')).toMatchObject({
      action: 'not_ours',
      message: 'this road belongs to PWD Margao.',
    });
  });

  it('skips a greeting line', () => {
    expect(readReplyIntent('Sir,\n\nWork started on 2 December.')).toMatchObject({ action: 'in_progress', message: 'Work started on 2 December.' });
    expect(readReplyIntent('महोदय,\nकाम पूरा हो गया है।')).toMatchObject({ action: 'resolved', message: 'काम पूरा हो गया है।' });
  });

  it('reads Marathi, Hindi and Konkani', () => {
    expect(readReplyIntent('काम पूर्ण झाले')).toMatchObject({ action: 'resolved', message: 'काम पूर्ण झाले' });
    expect(readReplyIntent('काम सुरू आहे. ठेकेदार जागेवर आहे.')).toMatchObject({ action: 'in_progress', message: 'ठेकेदार जागेवर आहे.' });
    expect(readReplyIntent('हमारे क्षेत्राधिकार में नहीं। कृपया PWD को भेजें।')).toMatchObject({ action: 'not_ours', message: 'कृपया PWD को भेजें।' });
    expect(readReplyIntent('आमचें न्हय')).toMatchObject({ action: 'not_ours' });
  });

  it('leaves a reply that names no action, or names it only later or as part of a word, a message', () => {
    expect(readReplyIntent('Not completed yet, waiting for funds.')).toEqual({
      action: 'message',
      matched: '',
      message: 'Not completed yet, waiting for funds.',
    });
    expect(readReplyIntent('We have completed the survey.')).toMatchObject({ action: 'message' });
    expect(readReplyIntent('Donated cement will be used')).toMatchObject({ action: 'message' });
    expect(readReplyIntent('Startedness')).toMatchObject({ action: 'message' });
    expect(readReplyIntent('')).toEqual({ action: 'message', matched: '', message: '' });
  });

  it('suggests the first phrase of each list, in every language', () => {
    expect(suggestedReplyWords('en')).toEqual({ resolved: 'Resolved', in_progress: 'Work started', not_ours: 'Not ours' });
    for (const words of Object.values(REPLY_INTENT_WORDS)) {
      for (const list of Object.values(words)) expect(list.length).toBeGreaterThan(0);
    }
  });
});
