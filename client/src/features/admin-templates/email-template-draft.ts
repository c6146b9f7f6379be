import { htmlToPlainText, htmlToSimpleMarkdown } from './html-to-simple';
import { escapeMarkdown, markdownToHtml, markdownToText } from './simple-markdown';

export type EditorMode = 'simple' | 'advanced';

/** What the saved template gives the editor (EmailTemplateResponse's editable fields). */
export interface SavedEmailTemplate {
  name: string;
  subject: string;
  html: string;
  text: string;
  enabled: boolean;
}

/** The editor's unsaved state (admin spec section 4: Simple or Advanced mode). */
export interface EmailTemplateDraft {
  name: string;
  subject: string;
  enabled: boolean;
  mode: EditorMode;
  /** Simple editor source (bold, italic, links, lists). */
  source: string;
  /** Advanced editor HTML. */
  html: string;
  /** The plain text typed by hand (used when autoText is off). */
  text: string;
  /** "Plain text auto-generated when that option is on" (admin spec section 5). */
  autoText: boolean;
}

/**
 * Opens a saved template: in the Simple editor when its HTML is what the Simple editor writes, else in the
 * Advanced editor. Automatic plain text starts on only when the saved text is exactly the generated one, so
 * that opening and saving never rewrites a hand-written text part.
 */
export function draftFromTemplate(t: SavedEmailTemplate): EmailTemplateDraft {
  const source = htmlToSimpleMarkdown(t.html);
  const generated = source !== null ? markdownToText(source) : htmlToPlainText(t.html);
  return {
    name: t.name,
    subject: t.subject,
    enabled: t.enabled,
    mode: source !== null ? 'simple' : 'advanced',
    source: source ?? '',
    html: t.html,
    text: t.text,
    autoText: t.text.trim() === generated.trim(),
  };
}

/** The plain text the editor would generate now. */
export function generatedText(d: EmailTemplateDraft): string {
  return d.mode === 'simple' ? markdownToText(d.source) : htmlToPlainText(d.html);
}

/** The html and text parts of the draft, as saved and previewed. */
export function draftBody(d: EmailTemplateDraft): { html: string; text: string } {
  const html = d.mode === 'simple' ? markdownToHtml(d.source) : d.html;
  return { html, text: d.autoText ? generatedText(d) : d.text };
}

/** The request body of PUT /api/admin/email-templates/{key}. */
export function draftToSaveRequest(d: EmailTemplateDraft): { name: string; subject: string; html: string; text: string; enabled: boolean } {
  return { name: d.name.trim(), subject: d.subject, ...draftBody(d), enabled: d.enabled };
}

/** Whether the draft differs from the saved template. */
export function isDraftDirty(d: EmailTemplateDraft, saved: SavedEmailTemplate): boolean {
  const body = draftBody(d);
  return d.name.trim() !== saved.name || d.subject !== saved.subject || d.enabled !== saved.enabled || body.html !== saved.html || body.text !== saved.text;
}

/** Switching to the Advanced editor: it starts from the HTML the Simple source builds. */
export function toAdvanced(d: EmailTemplateDraft): EmailTemplateDraft {
  if (d.mode === 'advanced') return d;
  return { ...d, mode: 'advanced', html: markdownToHtml(d.source), text: d.autoText ? markdownToText(d.source) : d.text };
}

/**
 * Switching to the Simple editor: the source read back from the HTML, or null when the HTML uses formatting
 * the Simple editor cannot show (the page then asks before starting from the plain text).
 */
export function toSimple(d: EmailTemplateDraft): EmailTemplateDraft | null {
  if (d.mode === 'simple') return d;
  const source = htmlToSimpleMarkdown(d.html);
  if (source === null) return null;
  return { ...d, mode: 'simple', source };
}

/** The Simple editor started from the plain-text part, when the HTML cannot be shown in it. */
export function toSimpleFromText(d: EmailTemplateDraft): EmailTemplateDraft {
  return { ...d, mode: 'simple', source: escapeMarkdown(draftBody(d).text) };
}
