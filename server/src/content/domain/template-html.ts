import { compile } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an email template may contain (docs/adr/0028-email-template-html.md): the usual formatting
 * tags, tables for layout, and links to http, https and mailto addresses (or a `{{placeholder}}` that the
 * portal fills with a link). Scripts, styles, iframes, forms, images, event handlers (`onclick`...), `style`
 * attributes and javascript:, data: or protocol-relative URLs are dropped.
 */
export const EMAIL_HTML_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

/** Attributes kept per tag; every other attribute (event handlers, style, class, id) is dropped. */
export const EMAIL_HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
};

/** URL schemes allowed in `href`. A value without a scheme (a `{{placeholder}}`, a relative path) is kept. */
export const EMAIL_HTML_ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EMAIL_HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(EMAIL_HTML_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...EMAIL_HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag (not kept as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
};

/**
 * Cleans an email template's HTML with the allow-list above. `{{placeholder}}` tokens are kept, in text and in
 * `href`. Used when an admin saves a template, and again on every rendered email (a placeholder value put in an
 * `href` cannot smuggle a javascript: URL either).
 */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * html-to-text's settings for an email's text part, compiled once. Block elements end with a blank line, list
 * items start with "- ", a link keeps its address in brackets unless its text is the address, headings keep
 * their case, and quotes and tables become plain lines (a table row one line, cells separated by spaces): the
 * text part reads like the message, with no Markdown-like decoration. Lines are not wrapped (mail clients do).
 */
const toPlainText = compile({
  wordwrap: false,
  formatters: {
    // A table cell as its text and one space, so that a row reads "Fee 100" rather than "Fee100".
    cell: (elem, walk, builder) => {
      walk(elem.children, builder);
      builder.addInline(' ');
    },
  },
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true, noAnchorUrl: true } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'ol', format: 'unorderedList', options: { itemPrefix: '- ' } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'blockquote', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'table', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'caption', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'th', format: 'cell' },
    { selector: 'td', format: 'cell' },
    { selector: 'img', format: 'skip' },
  ],
});

/**
 * The plain-text part derived from a template's HTML, used when an admin saves a template with an empty text
 * part: block ends become line breaks, list items start with "- ", and a link keeps its address in brackets
 * ("Verify my email ({{verifyUrl}})") so that the text email still carries it. The HTML is cleaned with the
 * template allow-list first, so that nothing the HTML part would drop (a script, a style) reaches the text.
 */
export function htmlToPlainText(html: string): string {
  return toPlainText(sanitizeTemplateHtml(html))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
