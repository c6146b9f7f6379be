import { describe, it } from 'node:test';
import { expect } from 'expect';
import { escapeHtml, fillPlaceholders } from './placeholders.js';

describe('fillPlaceholders (admin spec section 5: {{placeholder}}, unknown placeholders empty)', () => {
  it('substitutes known placeholders, with or without inner spaces', () => {
    expect(fillPlaceholders('Hi {{userName}}, {{ complaintId }}', { userName: 'Asha', complaintId: 'C-7' }, { html: false })).toBe('Hi Asha, C-7');
  });

  it('renders unknown and null placeholders as empty', () => {
    expect(fillPlaceholders('[{{missing}}][{{nil}}]', { nil: null }, { html: false })).toBe('[][]');
  });

  it('HTML-escapes values in HTML so that a value cannot inject markup', () => {
    expect(fillPlaceholders('<p>{{title}}</p>', { title: '<script>alert(1)</script> "x" & \'y\'' }, { html: true })).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &amp; &#39;y&#39;</p>',
    );
  });

  it('keeps values raw in plain text', () => {
    expect(fillPlaceholders('{{title}}', { title: 'A & B' }, { html: false })).toBe('A & B');
    expect(escapeHtml('a<b')).toBe('a&lt;b');
  });
});
