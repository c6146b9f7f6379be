import TurndownService from 'turndown';
import { isAllowedLinkUrl, markdownToHtml } from './simple-markdown';

/*
 * Opening a saved template in the Simple editor: turndown turns its HTML back into Simple source when it uses
 * only what the Simple editor writes (paragraphs, line breaks, bold, italic, links, lists) and the source builds
 * the same HTML again. Anything else (quotes, tables, headings, attributes) keeps the template in the Advanced
 * editor, so that switching editors never drops markup silently.
 */

const turndown = new TurndownService({ bulletListMarker: '-', emDelimiter: '*', strongDelimiter: '**', linkStyle: 'inlined', br: '' });
// One space after the list marker, as the Simple editor's help shows it (turndown's default is three).
turndown.addRule('listItem', {
  filter: 'li',
  replacement: (content, node) => {
    const list = node.parentNode as HTMLElement;
    const index = Array.prototype.indexOf.call(list.children, node);
    const prefix = list.nodeName === 'OL' ? `${Number(list.getAttribute('start') ?? 1) + index}. ` : '- ';
    const text = content.replace(/^\n+|\n+$/g, '').replace(/\n/g, `\n${' '.repeat(prefix.length)}`);
    return `${prefix}${text}${node.nextSibling ? '\n' : ''}`;
  },
});

/** The tags the Simple editor writes (b and i read as strong and em), and the attribute each may carry. */
const SIMPLE_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  a: ['href'],
  ul: [],
  ol: ['start'],
  li: [],
};

/** Whether every element under `root` is one the Simple editor writes, with no other attribute. */
function usesSimpleMarkupOnly(root: Element): boolean {
  for (const el of root.querySelectorAll('*')) {
    const allowed = SIMPLE_TAGS[el.tagName.toLowerCase()];
    if (!allowed || [...el.attributes].some((a) => !allowed.includes(a.name))) return false;
    if (el.tagName === 'A' && !isAllowedLinkUrl(el.getAttribute('href') ?? '')) return false;
  }
  return true;
}

/** Escapes characters of plain text that the Simple syntax would read as markup, line by line. */
export function escapeMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^(\s*)(.*)$/, (_whole, lead: string, rest: string) => lead + turndown.escape(rest)))
    .join('\n');
}

/**
 * Simple editor source for `html`, or null when the HTML uses more than the Simple editor supports (or
 * would not come back identical when rebuilt from the source).
 */
export function htmlToSimpleMarkdown(html: string): string | null {
  if (html.trim() === '') return '';
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  if (!usesSimpleMarkupOnly(body)) return null;
  const source = turndown.turndown(body);
  return normaliseHtml(markdownToHtml(source)) === normaliseHtml(html) ? source : null;
}

const CANONICAL_TAG: Readonly<Record<string, string>> = { b: 'strong', i: 'em' };

/** The HTML as the browser reads it, for comparing two spellings of the same markup (b or strong, spacing). */
function normaliseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;');
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const name = CANONICAL_TAG[tag] ?? tag;
    if (name === 'br') return '<br>';
    const attributes = [...el.attributes].map((a) => ` ${a.name}="${a.value.trim().replace(/"/g, '&quot;')}"`).join('');
    return `<${name}${attributes}>${[...el.childNodes].map(walk).join('')}</${name}>`;
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
