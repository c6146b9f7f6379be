import MarkdownIt from 'markdown-it';

/*
 * The Simple editor of Email Templates (admin spec sections 2 and 5): "bold, italic and links in a markdown
 * style", built into html plus plain text by markdown-it.
 *
 * markdown-it runs with its 'zero' preset and only these rules on: paragraphs, bullet and numbered lists, emphasis
 * (*italic*, **bold**), links, line breaks (a single line break stays a line break) and backslash escapes. Headings,
 * quotes, code, tables and raw HTML are off, so `<b>` or `# x` typed in the Simple editor arrives as text: the HTML
 * it writes uses only p, br, strong, em, a, ul, ol and li, all within the server's email template allow-list
 * (docs/adr/0067-template-editors.md).
 * A link's address must be http(s)://…, mailto:… or one {{placeholder}} (the server fills it and checks the
 * scheme again); anything else stays literal text. `{{placeholders}}` pass through unchanged.
 */

export interface SimpleEmailBody {
  html: string;
  text: string;
}

const PLACEHOLDER_URL = /^\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\}$/;
const WEB_URL = /^https?:\/\/[^\s<>"'`]+$/i;
const MAILTO_URL = /^mailto:[^\s<>"'`]+$/i;

/** Whether a link address is accepted: http, https, mailto, or a single {{placeholder}}. */
export function isAllowedLinkUrl(url: string): boolean {
  const u = url.trim();
  return WEB_URL.test(u) || MAILTO_URL.test(u) || PLACEHOLDER_URL.test(u);
}

const markdown = new MarkdownIt('zero', { breaks: true, html: false, linkify: false, typographer: false }).enable([
  'list',
  'emphasis',
  'link',
  'newline',
  'escape',
]);
type Token = ReturnType<typeof markdown.parse>[number];

const percentEncode = markdown.normalizeLink.bind(markdown);
// A {{placeholder}} address is kept as typed (percent-encoding its braces would hide it from the server), others
// are percent-encoded as CommonMark says; the address is checked after that.
markdown.normalizeLink = (url) => (PLACEHOLDER_URL.test(url.trim()) ? url.trim() : percentEncode(url));
markdown.validateLink = isAllowedLinkUrl;
// Compact HTML (no newline after each block or line break): the saved templates and the built-in defaults are
// written that way, and opening then saving a template must leave its HTML as it was.
markdown.renderer.rules.softbreak = () => '<br>';
markdown.renderer.rules.hardbreak = () => '<br>';

function parse(source: string): Token[] {
  const tokens = markdown.parse(source, {});
  for (const token of tokens) token.block = false;
  return tokens;
}

/** The HTML part built from Simple editor source. */
export function markdownToHtml(source: string): string {
  return markdown.renderer.render(parse(source), markdown.options, {});
}

/** The text of one paragraph: markup removed, a link followed by its address in brackets unless the label is it. */
function inlineText(children: Token[]): string {
  let out = '';
  const links: { href: string; start: number }[] = [];
  for (const token of children) {
    if (token.type === 'text') out += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') out += '\n';
    else if (token.type === 'link_open') links.push({ href: String(token.attrGet('href') ?? ''), start: out.length });
    else if (token.type === 'link_close') {
      const link = links.pop();
      if (!link) continue;
      const label = out.slice(link.start).trim();
      out = label && label !== link.href ? `${out} (${link.href})` : `${out.slice(0, link.start)}${link.href}`;
    }
  }
  return out;
}

/**
 * The plain-text part built from Simple editor source (the "auto-generated" text): markup removed, a link
 * keeps its address in brackets ("Verify my email ({{verifyUrl}})"), list items start with "- " (or their number),
 * paragraphs are separated by a blank line.
 */
export function markdownToText(source: string): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number; lines: string[] }[] = [];
  let itemStarts = false;
  for (const token of parse(source)) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1), lines: [] });
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      const list = lists.pop()!;
      if (lists.length > 0) lists[lists.length - 1].lines.push(...list.lines.map((line) => `  ${line}`));
      else blocks.push(list.lines.join('\n'));
    } else if (token.type === 'list_item_open') {
      itemStarts = true;
    } else if (token.type === 'inline') {
      const text = inlineText(token.children ?? []);
      const list = lists[lists.length - 1];
      if (!list) blocks.push(text);
      else {
        list.lines.push(itemStarts ? `${list.ordered ? `${list.next++}.` : '-'} ${text}` : `  ${text}`);
        itemStarts = false;
      }
    }
  }
  return blocks.filter((block) => block.trim() !== '').join('\n\n');
}

/** Both parts of the email from Simple editor source. */
export function buildSimpleEmailBody(source: string): SimpleEmailBody {
  return { html: markdownToHtml(source), text: markdownToText(source) };
}
