import { escapeHtml, escapeMarkdown, isAllowedLinkUrl, markdownToHtml } from './simple-markdown';

/*
 * Opening a saved template in the Simple editor: its HTML is turned back into Simple source when it uses
 * only what the Simple editor writes (paragraphs, line breaks, bold, italic, links, bullet lists). Anything
 * else (quotes, tables, headings, attributes) keeps the template in the Advanced editor, so that switching
 * editors never drops markup silently.
 */

class Unsupported extends Error {}

interface Converted {
  md: string;
  html: string;
}

const INLINE_TAGS: Record<string, { md: string; html: string }> = {
  strong: { md: '**', html: 'strong' },
  b: { md: '**', html: 'strong' },
  em: { md: '*', html: 'em' },
  i: { md: '*', html: 'em' },
};

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function inline(node: Node): Converted {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = collapse(node.textContent ?? '');
    return { md: escapeMarkdown(text).replace(/\n/g, ' '), html: escapeHtml(text) };
  }
  if (node.nodeType !== Node.ELEMENT_NODE) throw new Unsupported();
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (tag === 'br') {
    if (el.attributes.length > 0) throw new Unsupported();
    return { md: '\n', html: '<br>' };
  }
  const children = [...el.childNodes].map(inline);
  const md = children.map((c) => c.md).join('');
  const html = children.map((c) => c.html).join('');
  const format = INLINE_TAGS[tag];
  if (format) {
    if (el.attributes.length > 0) throw new Unsupported();
    if (md.trim() === '') return { md, html };
    // Markers hug the text ("**bold** text"), so spaces at the edges move outside them.
    const lead = /^\s*/.exec(md)![0];
    const trail = /\s*$/.exec(md)![0];
    return { md: `${lead}${format.md}${md.trim()}${format.md}${trail}`, html: `<${format.html}>${html}</${format.html}>` };
  }
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    if (el.attributes.length !== 1 || !isAllowedLinkUrl(href) || md.trim() === '' || md.includes('\n')) throw new Unsupported();
    return { md: `[${md}](${href.trim()})`, html: `<a href="${escapeHtml(href.trim())}">${html}</a>` };
  }
  throw new Unsupported();
}

function lines(md: string): string {
  // Spaces around a line break are not shown in HTML; the Simple source trims them.
  return md
    .split('\n')
    .map((l) => l.trim())
    .join('\n');
}

/**
 * Simple editor source for `html`, or null when the HTML uses more than the Simple editor supports (or
 * would not come back identical when rebuilt from the source).
 */
export function htmlToSimpleMarkdown(html: string): string | null {
  if (html.trim() === '') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: string[] = [];
  try {
    for (const node of [...doc.body.childNodes]) {
      if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') continue;
      if (node.nodeType === Node.COMMENT_NODE) continue;
      if (node.nodeType !== Node.ELEMENT_NODE) throw new Unsupported();
      const el = node as Element;
      const tag = el.tagName.toLowerCase();
      if (el.attributes.length > 0) throw new Unsupported();
      if (tag === 'p') {
        const md = lines([...el.childNodes].map((c) => inline(c).md).join(''));
        if (md.trim() === '') continue;
        blocks.push(md);
      } else if (tag === 'ul') {
        const items: string[] = [];
        for (const child of [...el.childNodes]) {
          if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() === '') continue;
          if (child.nodeType !== Node.ELEMENT_NODE || (child as Element).tagName.toLowerCase() !== 'li' || (child as Element).attributes.length > 0) {
            throw new Unsupported();
          }
          const md = [...child.childNodes]
            .map((c) => inline(c).md)
            .join('')
            .trim();
          if (md.includes('\n')) throw new Unsupported();
          items.push(`- ${md}`);
        }
        if (items.length > 0) blocks.push(items.join('\n'));
      } else {
        throw new Unsupported();
      }
    }
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  const source = blocks.join('\n\n');
  return normaliseHtml(markdownToHtml(source)) === normaliseHtml(html) ? source : null;
}

/** The HTML as the browser reads it, for comparing two spellings of the same markup. */
function normaliseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return escapeHtml(collapse(node.textContent ?? ''));
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const name = INLINE_TAGS[tag]?.html ?? tag;
    if (name === 'br') return '<br>';
    const inner = [...el.childNodes].map(walk).join('');
    const href = el.getAttribute('href');
    return `<${name}${href !== null ? ` href="${escapeHtml(href.trim())}"` : ''}>${inner}</${name}>`;
  };
  return [...doc.body.childNodes]
    .map(walk)
    .join('')
    .replace(/<(strong|em)>(\s+)/g, '$2<$1>')
    .replace(/(\s+)<\/(strong|em)>/g, '</$2>$1')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s*<br>\s*/g, '<br>')
    .replace(/<(p|li)>\s+/g, '<$1>')
    .replace(/\s+<\/(p|li)>/g, '</$1>');
}

/**
 * The plain-text part derived from HTML (the Advanced editor with automatic plain text on): block ends
 * become line breaks, list items start with "- ", a link keeps its address in brackets. The same rules as
 * the server's derived text (docs/adr/0029-email-and-pdf-template-rules.md).
 */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol']);
  const LINES = new Set(['li', 'tr', 'div', 'caption']);
  const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'title', 'head', 'textarea']);
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED.has(tag)) return '';
    if (tag === 'br') return '\n';
    const inner = [...el.childNodes].map(walk).join('');
    if (tag === 'a') {
      const href = el.getAttribute('href');
      if (!href) return inner;
      const label = inner.trim();
      return label && label !== href ? `${inner} (${href})` : href;
    }
    if (tag === 'li') return `- ${inner}\n`;
    if (BLOCKS.has(tag)) return `${inner}\n\n`;
    if (LINES.has(tag)) return `${inner}\n`;
    if (tag === 'td' || tag === 'th') return `${inner} `;
    return inner;
  };
  return walk(doc.body)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
