import { describe, expect, it } from '@jest/globals';
import { escapeMarkdown, htmlToSimpleMarkdown } from './html-to-simple';
import { buildSimpleEmailBody, isAllowedLinkUrl, markdownToHtml, markdownToText } from './simple-markdown';

describe('Simple editor: bold, italic and links in a markdown style (admin spec section 5)', () => {
  it('builds paragraphs, line breaks, bold, italic and links', () => {
    expect(markdownToHtml('Hello {{userName}},\n\nYour ticket **{{ticketId}}** is *open*.\nSee [the portal](https://goa.example/in).')).toBe(
      '<p>Hello {{userName}},</p><p>Your ticket <strong>{{ticketId}}</strong> is <em>open</em>.<br>See <a href="https://goa.example/in">the portal</a>.</p>',
    );
  });

  it('nests italic in bold and bold in a link label', () => {
    expect(markdownToHtml('**very *important***')).toBe('<p><strong>very <em>important</em></strong></p>');
    // CommonMark's reading of three asterisks: italic outside, bold inside.
    expect(markdownToHtml('***both***')).toBe('<p><em><strong>both</strong></em></p>');
    expect(markdownToHtml('[**Verify** now]({{verifyUrl}})')).toBe('<p><a href="{{verifyUrl}}"><strong>Verify</strong> now</a></p>');
    expect(markdownToHtml('*a***b**')).toBe('<p><em>a</em><strong>b</strong></p>');
  });

  it('builds a bullet list from lines starting with "- "', () => {
    expect(markdownToHtml('Details:\n- Title: {{title}}\n- **Urgent**\n\nThanks')).toBe(
      '<p>Details:</p><ul><li>Title: {{title}}</li><li><strong>Urgent</strong></li></ul><p>Thanks</p>',
    );
  });

  it('escapes every HTML character that is not the supported syntax', () => {
    expect(markdownToHtml('<script>alert("x")</script> & <b>bold</b> \'q\'')).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; 'q'</p>",
    );
    expect(markdownToHtml('**<img src=x onerror=alert(1)>**')).toBe('<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>');
    expect(markdownToHtml('[x](https://a.example/?q="><script>)')).not.toContain('<script>');
  });

  it('accepts only http, https, mailto or a {{placeholder}} as a link address; others stay literal text', () => {
    expect(markdownToHtml('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>');
    expect(markdownToHtml('[data](data:text/html,hi)')).toBe('<p>[data](data:text/html,hi)</p>');
    expect(markdownToHtml('[rel](/admin)')).toBe('<p>[rel](/admin)</p>');
    expect(markdownToHtml('[proto](//evil.example)')).toBe('<p>[proto](//evil.example)</p>');
    expect(markdownToHtml('[mail](mailto:help@goa.example)')).toBe('<p><a href="mailto:help@goa.example">mail</a></p>');
    expect(markdownToHtml('[http](HTTP://A.example)')).toBe('<p><a href="HTTP://A.example">http</a></p>');
    expect(isAllowedLinkUrl('{{ resetUrl }}')).toBe(true);
    expect(isAllowedLinkUrl('{{resetUrl}}/extra')).toBe(false);
    expect(isAllowedLinkUrl('https://a.example/"onmouseover=x')).toBe(false);
  });

  it('keeps unmatched markers and escaped characters as text', () => {
    expect(markdownToHtml('2 * 3 = 6 and **open')).toBe('<p>2 * 3 = 6 and **open</p>');
    expect(markdownToHtml('a ** b ** c and *x *')).toBe('<p>a ** b ** c and *x *</p>');
    expect(markdownToHtml('\\*not italic\\* \\[x\\](https://a.example)')).toBe('<p>*not italic* [x](https://a.example)</p>');
    expect(markdownToHtml('\\- not a list')).toBe('<p>- not a list</p>');
    expect(markdownToHtml('[unclosed](https://a.example')).toBe('<p>[unclosed](https://a.example</p>');
  });

  it('writes only the tags of the Simple syntax: headings, quotes, code and rules stay text', () => {
    expect(markdownToHtml('# Title\n\n> quote\n\n`code` ~~gone~~\n\n---')).toBe('<p># Title</p><p>&gt; quote</p><p>`code` ~~gone~~</p><p>---</p>');
    expect(markdownToHtml('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>');
    expect(markdownToText('1. one\n2. **two**')).toBe('1. one\n2. two');
  });

  it('stays fast on long runs of markers', () => {
    const started = Date.now();
    markdownToHtml('*'.repeat(20_000) + '['.repeat(20_000) + '**a'.repeat(5_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('auto-generates the plain text: markup removed, links keep their address, lists keep "- "', () => {
    expect(markdownToText('Hello **{{userName}}**,\n\n[Verify my email]({{verifyUrl}})\n[{{mapUrl}}]({{mapUrl}})\n- *one*\n- two')).toBe(
      'Hello {{userName}},\n\nVerify my email ({{verifyUrl}})\n{{mapUrl}}\n\n- one\n- two',
    );
    expect(buildSimpleEmailBody('  \n\n')).toEqual({ html: '', text: '' });
    expect(markdownToText('a <b> & c')).toBe('a <b> & c');
  });
});

describe('Simple editor source from saved HTML', () => {
  it('reads back what the Simple editor writes', () => {
    const source = 'Hello {{userName}},\n\nYour ticket **{{ticketId}}** is *open*.\n[Verify]({{verifyUrl}})\n\n- a\n- **b**';
    expect(htmlToSimpleMarkdown(markdownToHtml(source))).toBe(source);
  });

  it('reads the built-in default style of HTML (p, strong, em, a, ul, b, i)', () => {
    expect(htmlToSimpleMarkdown('<p>Hello {{userName}},</p><p><a href="{{verifyUrl}}">Verify my email</a></p><p>— Goa Civic Portal</p>')).toBe(
      'Hello {{userName}},\n\n[Verify my email]({{verifyUrl}})\n\n— Goa Civic Portal',
    );
    expect(htmlToSimpleMarkdown('<p><b>x</b> <i>y</i></p>\n<ul>\n<li>Title: {{title}}</li>\n</ul>')).toBe('**x** *y*\n\n- Title: {{title}}');
  });

  it('moves spaces at the edges of bold or italic outside the markers', () => {
    expect(htmlToSimpleMarkdown('<p>Your<strong> ticket </strong>is<em> open</em></p>')).toBe('Your **ticket** is *open*');
  });

  it('escapes text that would read as markup', () => {
    const html = '<p>2 * 3 [note] - ok</p><p>- not a list</p>';
    const source = htmlToSimpleMarkdown(html);
    expect(source).toBe('2 \\* 3 \\[note\\] - ok\n\n\\- not a list');
    expect(markdownToHtml(source!)).toBe(html);
  });

  it('refuses HTML the Simple editor cannot write, so it opens in the Advanced editor', () => {
    expect(htmlToSimpleMarkdown('<blockquote>{{message}}</blockquote>')).toBeNull();
    expect(htmlToSimpleMarkdown('<p style="color:red">x</p>')).toBeNull();
    expect(htmlToSimpleMarkdown('<p><a href="https://a.example" target="_blank">x</a></p>')).toBeNull();
    expect(htmlToSimpleMarkdown('<p><a href="/relative">x</a></p>')).toBeNull();
    expect(htmlToSimpleMarkdown('<h1>Title</h1>')).toBeNull();
    expect(htmlToSimpleMarkdown('<p>a<br><br>b</p>')).toBeNull();
    expect(htmlToSimpleMarkdown('')).toBe('');
  });
});

describe('escapeMarkdown', () => {
  it('escapes backslashes, asterisks, brackets and a leading list dash', () => {
    expect(escapeMarkdown('a\\b*c[d]e')).toBe('a\\\\b\\*c\\[d\\]e');
    expect(escapeMarkdown('  - x\n- y - z')).toBe('  \\- x\n\\- y - z');
  });
});
