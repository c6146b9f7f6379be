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

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The plain-text part derived from a template's HTML, used when an admin saves a template with an empty text
 * part: block ends become line breaks, list items start with "- ", and a link keeps its address in brackets
 * ("Verify my email ({{verifyUrl}})") so that the text email still carries it.
 */
export function htmlToPlainText(html: string): string {
  const clean = sanitizeTemplateHtml(html);
  const marked = clean
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${label} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|blockquote|pre|table|ul|ol)>/gi, '\n\n')
    .replace(/<\/(li|tr|div|caption)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ');
  const stripped = decodeBasicEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return stripped
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
