import { escapeMarkdown, htmlToSimpleMarkdown } from './html-to-simple';
import { markdownToHtml, markdownToText } from './simple-markdown';

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
  /**
   * "Plain text auto-generated when that option is on" (admin spec section 5). From Simple source the editor
   * builds it; from Advanced HTML the server derives it (an empty text part on save and preview), so that the
   * rule for text from HTML lives in one place.
   */
  autoText: boolean;
}

/**
 * Opens a saved template: in the Simple editor when its HTML is what the Simple editor writes, else in the
 * Advanced editor. Automatic plain text starts on only when the saved text is exactly the one the Simple source
 * generates, so that opening and saving never rewrites a hand-written text part; a template that opens in the
 * Advanced editor keeps its text as saved (the text the server derived from its HTML then stays as it is).
 */
export function draftFromTemplate(t: SavedEmailTemplate): EmailTemplateDraft {
  const source = htmlToSimpleMarkdown(t.html);
  return {
    name: t.name,
    subject: t.subject,
    enabled: t.enabled,
    mode: source !== null ? 'simple' : 'advanced',
    source: source ?? '',
    html: t.html,
    text: t.text,
    autoText: source !== null && t.text.trim() === markdownToText(source).trim(),
  };
}

/**
 * The plain text the editor shows while it is generated: built from the Simple source; in the Advanced editor the
 * server derives it on save, so the last text part stands in until then.
 */
export function generatedText(d: EmailTemplateDraft): string {
  return d.mode === 'simple' ? markdownToText(d.source) : d.text;
}

/** The html and text parts of the draft, as saved and previewed. */
export function draftBody(d: EmailTemplateDraft): { html: string; text: string } {
  const html = d.mode === 'simple' ? markdownToHtml(d.source) : d.html;
  if (!d.autoText) return { html, text: d.text };
  // Empty: the server derives the text part from the HTML (save and preview alike).
  return { html, text: d.mode === 'simple' ? markdownToText(d.source) : '' };
}

/** The request body of PUT /api/admin/email-templates/{key}. */
export function draftToSaveRequest(d: EmailTemplateDraft): { name: string; subject: string; html: string; text: string; enabled: boolean } {
  return { name: d.name.trim(), subject: d.subject, ...draftBody(d), enabled: d.enabled };
}

/** Whether the draft differs from the saved template. */
export function isDraftDirty(d: EmailTemplateDraft, saved: SavedEmailTemplate): boolean {
  const body = draftBody(d);
  // An Advanced draft with automatic text sends an empty text part; its text is the saved one until the HTML changes.
  const text = d.mode === 'advanced' && d.autoText ? d.text : body.text;
  return d.name.trim() !== saved.name || d.subject !== saved.subject || d.enabled !== saved.enabled || body.html !== saved.html || text !== saved.text;
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
  return { ...d, mode: 'simple', source: escapeMarkdown(d.autoText ? generatedText(d) : d.text) };
}
