/** Placeholder values: strings or numbers; null/undefined render as empty. */
export type TemplateValues = Record<string, string | number | null | undefined>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

/** Escapes text for HTML element and attribute content (OWASP XSS prevention rule #1 and #2). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Replaces `{{placeholder}}` with its value (admin spec section 5: unknown placeholders render as empty). The one
 * placeholder rule of every template: email subjects, bodies and plain text, and the PDF letters' fields.
 * With `html`, values are HTML-escaped so that a value can never inject markup; without, the result is plain
 * text (pdfmake interprets no markup of a value or a field).
 */
export function fillPlaceholders(template: string, values: TemplateValues, options: { html: boolean } = { html: false }): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === null || value === undefined) return '';
    const text = String(value);
    return options.html ? escapeHtml(text) : text;
  });
}
