import { describe, it } from 'node:test';
import { expect } from 'expect';
import { EMAIL_TEMPLATE_KEYS } from '@civic/contracts';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates.js';
import { htmlToPlainText, sanitizeTemplateHtml } from './template-html.js';

describe('Email template HTML sanitising (docs/adr/0028-email-template-html.md)', () => {
  it('drops scripts, styles, iframes and event handlers, and keeps formatting and {{placeholders}}', () => {
    const html =
      '<p onclick="steal()">Hello <strong>{{userName}}</strong><script>alert(1)</script></p>' +
      '<style>p{color:red}</style><iframe src="https://evil.example"></iframe><p style="background:url(javascript:x)"><em>ok</em></p>';
    expect(sanitizeTemplateHtml(html)).toBe('<p>Hello <strong>{{userName}}</strong></p><p><em>ok</em></p>');
  });

  it('keeps http, https, mailto and {{placeholder}} links; drops javascript:, data: and protocol-relative URLs', () => {
    const html =
      '<a href="https://a.example">a</a><a href="http://b.example">b</a><a href="mailto:c@example.in">c</a><a href="{{verifyUrl}}">d</a>' +
      '<a href="javascript:alert(1)">e</a><a href="java&#115;cript:alert(1)">f</a><a href="data:text/html,x">g</a><a href="//evil.example">h</a>';
    expect(sanitizeTemplateHtml(html)).toBe(
      '<a href="https://a.example">a</a><a href="http://b.example">b</a><a href="mailto:c@example.in">c</a><a href="{{verifyUrl}}">d</a>' +
        '<a>e</a><a>f</a><a>g</a><a>h</a>',
    );
  });

  it('drops images and forms', () => {
    expect(sanitizeTemplateHtml('<img src="https://t.example/pixel.gif"><form action="x"><input name="a"></form><p>x</p>')).toBe('<p>x</p>');
  });

  it('leaves the nine built-in defaults unchanged', () => {
    for (const key of EMAIL_TEMPLATE_KEYS) expect(sanitizeTemplateHtml(DEFAULT_EMAIL_TEMPLATES[key].html)).toBe(DEFAULT_EMAIL_TEMPLATES[key].html);
  });
});

describe('Plain text derived from template HTML', () => {
  it('keeps paragraphs, list items and link addresses', () => {
    const html = '<p>Hello {{userName}},</p><ul><li>Title: {{title}}</li><li>A &amp; B</li></ul><p><a href="{{verifyUrl}}">Verify my email</a></p>';
    expect(htmlToPlainText(html)).toBe('Hello {{userName}},\n\n- Title: {{title}}\n- A & B\n\nVerify my email ({{verifyUrl}})');
  });

  it('prints a link whose text is its address once', () => {
    expect(htmlToPlainText('<p>Map: <a href="{{mapUrl}}">{{mapUrl}}</a><br>Line 2</p>')).toBe('Map: {{mapUrl}}\nLine 2');
  });
});
