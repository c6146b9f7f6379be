import { describe, it } from 'node:test';
import { expect } from 'expect';
import { messagesOf, signatureMatches, signatureOf } from './webhook-payload.js';
import { keywordOf, say } from './texts.js';

const delivery = (messages: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', contacts: [{ wa_id: '919800000001' }], messages } }] }],
});

describe('WhatsApp webhook payloads', () => {
  it('checks X-Hub-Signature-256 over the exact bytes', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account"}');
    expect(signatureMatches(raw, signatureOf(raw, 'secret'), 'secret')).toBe(true);
    expect(signatureMatches(raw, signatureOf(raw, 'other'), 'secret')).toBe(false);
    expect(signatureMatches(Buffer.from(`${raw.toString()} `), signatureOf(raw, 'secret'), 'secret')).toBe(false);
    expect(signatureMatches(raw, undefined, 'secret')).toBe(false);
    expect(signatureMatches(raw, 'sha256=zz', 'secret')).toBe(false);
  });

  it('reads text, list and button replies, images and locations, and marks other types unsupported', () => {
    const from = '919800000001';
    expect(
      messagesOf(
        delivery([
          { from, id: 'a', type: 'text', text: { body: 'hi' } },
          { from, id: 'b', type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'cat:roads', title: 'Roads' } } },
          { from, id: 'c', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'consent:yes', title: 'I agree' } } },
          { from, id: 'd', type: 'image', image: { id: 'm1', mime_type: 'image/jpeg', sha256: 'x' } },
          { from, id: 'e', type: 'location', location: { latitude: 15.5, longitude: 73.8, name: 'Panaji' } },
          { from, id: 'f', type: 'sticker', sticker: { id: 's' } },
        ]),
      ),
    ).toEqual([
      { id: 'a', from, type: 'text', text: 'hi' },
      { id: 'b', from, type: 'choice', choiceId: 'cat:roads', title: 'Roads' },
      { id: 'c', from, type: 'choice', choiceId: 'consent:yes', title: 'I agree' },
      { id: 'd', from, type: 'image', mediaId: 'm1', mimeType: 'image/jpeg' },
      { id: 'e', from, type: 'location', lat: 15.5, lng: 73.8, name: 'Panaji', address: '' },
      { id: 'f', from, type: 'unsupported' },
    ]);
  });

  it('ignores unknown shapes, statuses, and messages without a valid id or sender', () => {
    expect(messagesOf(null)).toEqual([]);
    expect(messagesOf({ object: 'page', entry: [] })).toEqual([]);
    expect(messagesOf({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: 'x' }] } }] }] })).toEqual([]);
    expect(messagesOf(delivery([{ id: 'a', from: '+91 98', type: 'text', text: { body: 'x' } }, { from: '919800000001', type: 'text' }, 'junk']))).toEqual([]);
    expect(messagesOf(delivery([{ id: 'a', from: '919800000001', type: 'location', location: { latitude: 200, longitude: 0 } }]))).toEqual([
      { id: 'a', from: '919800000001', type: 'unsupported' },
    ]);
  });
});

describe('The bot’s words', () => {
  it('recognises the words that work at any step in every language', () => {
    expect(['status', 'स्थिती', 'स्थिति', 'My Complaints', 'मेरी शिकायतें'].map(keywordOf)).toEqual(['status', 'status', 'status', 'status', 'status']);
    expect(['cancel', 'रद्द'].map(keywordOf)).toEqual(['cancel', 'cancel']);
    expect(['help', 'मजत', 'मदत', 'मदद'].map(keywordOf)).toEqual(['help', 'help', 'help', 'help']);
    expect(keywordOf('pothole')).toBeNull();
  });

  it('fills placeholders in each language', () => {
    expect(say('en', 'photoReceived', { count: 1, limit: 3 })).toBe('Photo 1 of 3 received.');
    expect(say('hi', 'photoReceived', { count: 1, limit: 3 })).toBe('3 में से 1 तस्वीर मिली।');
  });
});
