/** A text field's value and selection, and the result of editing it. */
export interface TextEdit {
  value: string;
  /** Selection start and end after the edit (the caret when equal). */
  start: number;
  end: number;
}

function clamp(n: number, max: number): number {
  return Math.min(Math.max(0, n), max);
}

/**
 * Inserts `insert` at the cursor, replacing the selected text (admin spec section 4: "a subject or body
 * focus decides where a clicked placeholder is inserted"); the caret ends after the inserted text.
 */
export function insertAtCursor(value: string, selectionStart: number, selectionEnd: number, insert: string): TextEdit {
  const start = clamp(Math.min(selectionStart, selectionEnd), value.length);
  const end = clamp(Math.max(selectionStart, selectionEnd), value.length);
  const next = value.slice(0, start) + insert + value.slice(end);
  const caret = start + insert.length;
  return { value: next, start: caret, end: caret };
}

/** `{{name}}` for a placeholder name. */
export function placeholderToken(name: string): string {
  return `{{${name}}}`;
}

/**
 * Wraps the selection in Simple editor markup (Bold `**`, Italic `*`); with nothing selected it inserts
 * `placeholder` wrapped and selects it, ready to type over.
 */
export function wrapSelection(value: string, selectionStart: number, selectionEnd: number, marker: string, placeholder: string): TextEdit {
  const start = clamp(Math.min(selectionStart, selectionEnd), value.length);
  const end = clamp(Math.max(selectionStart, selectionEnd), value.length);
  const selected = value.slice(start, end);
  // Spaces selected by a double click stay outside the markers.
  const inner = selected.trim() || placeholder;
  const lead = selected.trim() ? /^\s*/.exec(selected)![0] : '';
  const trail = selected.trim() ? /\s*$/.exec(selected)![0] : '';
  const next = `${value.slice(0, start)}${lead}${marker}${inner}${marker}${trail}${value.slice(end)}`;
  const innerStart = start + lead.length + marker.length;
  return { value: next, start: innerStart, end: innerStart + inner.length };
}

/** Turns the selection into a Simple editor link `[text](https://)` and selects the address to type over. */
export function insertLink(value: string, selectionStart: number, selectionEnd: number, label = 'link text'): TextEdit {
  const start = clamp(Math.min(selectionStart, selectionEnd), value.length);
  const end = clamp(Math.max(selectionStart, selectionEnd), value.length);
  const text = value.slice(start, end).trim() || label;
  const url = 'https://';
  const link = `[${text}](${url})`;
  const next = value.slice(0, start) + link + value.slice(end);
  const urlStart = start + text.length + 3;
  return { value: next, start: urlStart, end: urlStart + url.length };
}
