/*
 * The Simple editor of Email Templates (admin spec sections 2 and 5): "bold, italic and links in a markdown
 * style", built into html plus plain text. Pure functions, no DOM, so that the rules are unit-tested.
 *
 * Syntax (docs/adr/0067-template-editors.md):
 *   **bold**   *italic*   [text](url)   a line starting with "- " is a list item
 *   a blank line starts a new paragraph; a single line break stays a line break
 *   a backslash before one of \ * [ ] ( ) - _ prints that character as it is
 * A link's address must be http(s)://…, mailto:… or one {{placeholder}} (the server fills it and checks the
 * scheme again); anything else stays literal text. Every other character is HTML-escaped, so `<b>` typed in
 * the Simple editor arrives as text. `{{placeholders}}` pass through unchanged.
 */

export interface SimpleEmailBody {
  html: string;
  text: string;
}

type Inline = { kind: 'text'; value: string } | { kind: 'strong' | 'em'; children: Inline[] } | { kind: 'link'; href: string; children: Inline[] };

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

/** Characters a backslash makes literal. */
export const MARKDOWN_ESCAPABLE = '\\*[]()-_';

const LIST_ITEM = /^\s*- (.*)$/;
const PLACEHOLDER_URL = /^\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\}$/;
const WEB_URL = /^https?:\/\/[^\s<>"'`]+$/i;
const MAILTO_URL = /^mailto:[^\s<>"'`]+$/i;

/** Whether a link address is accepted: http, https, mailto, or a single {{placeholder}}. */
export function isAllowedLinkUrl(url: string): boolean {
  const u = url.trim();
  return WEB_URL.test(u) || MAILTO_URL.test(u) || PLACEHOLDER_URL.test(u);
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** An emphasis marker opens only when text follows it directly ("2 * 3" stays as typed). */
function opensAt(s: string, next: number): boolean {
  return next < s.length && !/\s/.test(s[next]);
}

interface ParseResult {
  nodes: Inline[];
  end: number;
  closed: boolean;
}

function pushText(nodes: Inline[], value: string): void {
  const last = nodes[nodes.length - 1];
  if (last && last.kind === 'text') last.value += value;
  else nodes.push({ kind: 'text', value });
}

/**
 * Parses inline markup from `start` until `closer` (or the end). An opener whose closer never comes is kept
 * as literal text. Attempts are cut short when the closer does not occur later at all, so that a long run of
 * asterisks or brackets stays linear.
 */
function parseInline(s: string, start: number, closer: '**' | '*' | ']' | null, inLink: boolean): ParseResult {
  const nodes: Inline[] = [];
  let i = start;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\' && i + 1 < s.length && MARKDOWN_ESCAPABLE.includes(s[i + 1])) {
      pushText(nodes, s[i + 1]);
      i += 2;
      continue;
    }
    const afterSpace = i > start && /\s/.test(s[i - 1]);
    if (closer === '**' && s.startsWith('**', i) && !afterSpace) return { nodes, end: i + 2, closed: true };
    if (closer === ']' && c === ']') return { nodes, end: i + 1, closed: true };
    if (closer === '*' && c === '*' && !s.startsWith('**', i) && !afterSpace) return { nodes, end: i + 1, closed: true };

    if (s.startsWith('**', i) && opensAt(s, i + 2) && s.indexOf('**', i + 2) !== -1) {
      const inner = parseInline(s, i + 2, '**', inLink);
      if (inner.closed && inner.nodes.length > 0) {
        nodes.push({ kind: 'strong', children: inner.nodes });
        i = inner.end;
        continue;
      }
    }
    if (closer === '*' && s.startsWith('**', i) && !afterSpace) {
      // "*a **b*": no bold here, so the first asterisk closes the italic.
      return { nodes, end: i + 1, closed: true };
    }
    if (c === '*' && s.indexOf('*', i + 1) !== -1) {
      const skip = s.startsWith('**', i) ? 2 : 1;
      if (skip === 1 && opensAt(s, i + 1)) {
        const inner = parseInline(s, i + 1, '*', inLink);
        if (inner.closed && inner.nodes.length > 0) {
          nodes.push({ kind: 'em', children: inner.nodes });
          i = inner.end;
          continue;
        }
      }
      pushText(nodes, s.slice(i, i + skip));
      i += skip;
      continue;
    }
    if (c === '[' && !inLink && s.indexOf('](', i + 1) !== -1) {
      const label = parseInline(s, i + 1, ']', true);
      if (label.closed && label.nodes.length > 0 && s[label.end] === '(') {
        const close = s.indexOf(')', label.end + 1);
        if (close !== -1) {
          const href = s.slice(label.end + 1, close).trim();
          if (isAllowedLinkUrl(href)) {
            nodes.push({ kind: 'link', href: href.replace(/\s+/g, ''), children: label.nodes });
            i = close + 1;
            continue;
          }
        }
      }
    }
    pushText(nodes, c);
    i += 1;
  }
  return { nodes, end: i, closed: false };
}

function inlineToHtml(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.kind) {
        case 'text':
          return escapeHtml(n.value);
        case 'strong':
          return `<strong>${inlineToHtml(n.children)}</strong>`;
        case 'em':
          return `<em>${inlineToHtml(n.children)}</em>`;
        case 'link':
          return `<a href="${escapeHtml(n.href)}">${inlineToHtml(n.children)}</a>`;
      }
    })
    .join('');
}

function inlineToText(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      if (n.kind === 'text') return n.value;
      const inner = inlineToText(n.children);
      if (n.kind === 'link') return inner.trim() && inner.trim() !== n.href ? `${inner} (${n.href})` : n.href;
      return inner;
    })
    .join('');
}

function parseLine(line: string): Inline[] {
  return parseInline(line, 0, null, false).nodes;
}

/** Splits the source into paragraphs (blank-line separated) and runs of "- " list items. */
function toBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''));
  for (const paragraph of paragraphs) {
    if (paragraph.trim() === '') continue;
    let current: Block | null = null;
    for (const rawLine of paragraph.split('\n')) {
      const line = rawLine.replace(/[ \t]+$/, '');
      const item = LIST_ITEM.exec(line);
      if (item) {
        if (current?.kind !== 'ul') {
          current = { kind: 'ul', items: [] };
          blocks.push(current);
        }
        current.items.push(item[1]);
      } else {
        if (current?.kind !== 'p') {
          current = { kind: 'p', lines: [] };
          blocks.push(current);
        }
        current.lines.push(line.trimStart());
      }
    }
  }
  return blocks;
}

/** The HTML part built from Simple editor source. */
export function markdownToHtml(source: string): string {
  return toBlocks(source)
    .map((block) =>
      block.kind === 'ul'
        ? `<ul>${block.items.map((item) => `<li>${inlineToHtml(parseLine(item))}</li>`).join('')}</ul>`
        : `<p>${block.lines.map((line) => inlineToHtml(parseLine(line))).join('<br>')}</p>`,
    )
    .join('');
}

/**
 * The plain-text part built from Simple editor source (the "auto-generated" text): markup removed, a link
 * keeps its address in brackets ("Verify my email ({{verifyUrl}})"), list items start with "- ", paragraphs
 * are separated by a blank line. The same shape as the server's text derived from HTML.
 */
export function markdownToText(source: string): string {
  return toBlocks(source)
    .map((block) =>
      block.kind === 'ul'
        ? block.items.map((item) => `- ${inlineToText(parseLine(item))}`).join('\n')
        : block.lines.map((line) => inlineToText(parseLine(line))).join('\n'),
    )
    .join('\n\n');
}

/** Both parts of the email from Simple editor source. */
export function buildSimpleEmailBody(source: string): SimpleEmailBody {
  return { html: markdownToHtml(source), text: markdownToText(source) };
}

/** Escapes characters of plain text that the Simple syntax would read as markup. */
export function escapeMarkdown(text: string): string {
  let out = '';
  let lineStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\' || c === '*' || c === '[' || c === ']') out += `\\${c}`;
    else if (c === '-' && lineStart && text[i + 1] === ' ') out += '\\-';
    else out += c;
    if (c === '\n') lineStart = true;
    else if (c !== ' ' && c !== '\t') lineStart = false;
  }
  return out;
}
