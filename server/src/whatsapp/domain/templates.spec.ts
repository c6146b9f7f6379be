import { describe, it } from 'node:test';
import { expect } from 'expect';
import { LOCALES } from '@civic/contracts';
import { graphBodyOf } from '../infrastructure/graph-api.client.js';
import { TEMPLATE_LANGUAGE, TEMPLATES, followUpChoiceOf, followUpPayload, followUpRatingId, renderTemplate, templateParameter } from './templates.js';

describe('WhatsApp templates of complaint updates', () => {
  it('has a template language for every portal language, Konkani as Marathi, and every body in each', () => {
    expect(LOCALES.map((l) => TEMPLATE_LANGUAGE[l])).toEqual(LOCALES.map((l) => (l === 'kok' ? 'mr' : l)));
    for (const template of Object.values(TEMPLATES))
      for (const body of Object.values(template.body)) {
        // Meta refuses a body that starts or ends with a parameter.
        expect(body).not.toMatch(/^\{\{|\}\}$/);
        const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }
  });

  it('reads a button payload and a rating choice, and nothing else', () => {
    expect(followUpChoiceOf(followUpPayload('GOA-2026-12', true))).toEqual({ complaintId: 'GOA-2026-12', fixed: true, rating: null });
    expect(followUpChoiceOf(followUpRatingId('GOA-2026-12', false, 2))).toEqual({ complaintId: 'GOA-2026-12', fixed: false, rating: 2 });
    for (const other of ['followup:GOA-1:fixed:6', 'followup::fixed', 'followup:GOA-1:maybe', 'cat:roads', 'followup:GOA 1:fixed'])
      expect(followUpChoiceOf(other)).toBeNull();
  });

  it('flattens parameters as WhatsApp takes them and renders the body', () => {
    expect(templateParameter('a\n\tb      c')).toBe('a b   c');
    expect(templateParameter('  ')).toBe('—');
    expect(templateParameter('x'.repeat(300)).length).toBe(200);
    expect(renderTemplate('statusUpdate', 'en', ['GOA-1', 'Roads', 'Resolved', 'https://p/c/GOA-1'])).toBe(
      'Complaint GOA-1 (Roads) is now: Resolved. Details: https://p/c/GOA-1 Reply "status" to see all your complaints.',
    );
  });

  it('sends a template as the Cloud API takes it: body parameters, then quick-reply payloads by index', () => {
    const body = graphBodyOf('919800000001', {
      kind: 'template',
      text: 'rendered',
      template: { name: 'complaint_fix_question', language: 'hi', parameters: ['GOA-1', 'Roads'] },
      buttons: [
        { id: 'followup:GOA-1:fixed', title: 'हाँ' },
        { id: 'followup:GOA-1:not_fixed', title: 'नहीं' },
      ],
    });
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919800000001',
      type: 'template',
      template: {
        name: 'complaint_fix_question',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'GOA-1' },
              { type: 'text', text: 'Roads' },
            ],
          },
          { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'followup:GOA-1:fixed' }] },
          { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'followup:GOA-1:not_fixed' }] },
        ],
      },
    });
  });
});
