import { useRef, useState } from 'react';
import type { EmailTemplateResponse } from '../../api/admin';
import { type EditorMode, type EmailTemplateDraft, draftFromTemplate, generatedText, toAdvanced, toSimple } from './email-template-draft';
import { type TextEdit, insertAtCursor, placeholderToken } from './text-insert';

/** The three text fields a placeholder can go into. */
export type TemplateField = 'subject' | 'body' | 'text';

/**
 * The email template editor's fields (admin spec sections 2 and 4): the unsaved draft, the field focused last
 * (where a clicked placeholder goes; the body by default, and the body while the plain text is generated),
 * edits applied at the cursor with the selection put back, and the switch between the Simple and Advanced
 * editors (`needsSimpleConfirm` when the HTML cannot be shown in the Simple editor).
 */
export function useEmailTemplateFields(template: EmailTemplateResponse) {
  const [draft, setDraft] = useState<EmailTemplateDraft>(() => draftFromTemplate(template));
  const [focused, setFocused] = useState<TemplateField>('body');
  const [needsSimpleConfirm, setNeedsSimpleConfirm] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fieldElement = (field: TemplateField) => (field === 'subject' ? subjectRef.current : field === 'body' ? bodyRef.current : textRef.current);

  const bodyValue = draft.mode === 'simple' ? draft.source : draft.html;
  const textValue = draft.autoText ? generatedText(draft) : draft.text;
  const valueOf = (field: TemplateField) => (field === 'subject' ? draft.subject : field === 'body' ? bodyValue : draft.text);
  const setValue = (field: TemplateField, value: string) =>
    setDraft((d) =>
      field === 'subject'
        ? { ...d, subject: value }
        : field === 'text'
          ? { ...d, text: value }
          : d.mode === 'simple'
            ? { ...d, source: value }
            : { ...d, html: value },
    );

  /** Applies an edit to a field, then puts the focus and selection back into it. */
  const applyEdit = (field: TemplateField, compute: (value: string, start: number, end: number) => TextEdit) => {
    const input = fieldElement(field);
    const value = valueOf(field);
    const edit = compute(value, input?.selectionStart ?? value.length, input?.selectionEnd ?? value.length);
    setValue(field, field === 'subject' ? edit.value.replace(/[\r\n]+/g, ' ') : edit.value);
    requestAnimationFrame(() => {
      const target = fieldElement(field);
      target?.focus();
      target?.setSelectionRange(edit.start, edit.end);
    });
  };

  // The plain text is read-only while it is generated; a placeholder then goes to the body.
  const insertTarget: TemplateField = focused === 'text' && draft.autoText ? 'body' : focused;
  const insertPlaceholder = (name: string) => applyEdit(insertTarget, (v, s, e) => insertAtCursor(v, s, e, placeholderToken(name)));

  const switchMode = (mode: EditorMode) => {
    if (mode === draft.mode) return;
    if (mode === 'advanced') {
      setDraft(toAdvanced(draft));
      return;
    }
    const simple = toSimple(draft);
    if (simple) setDraft(simple);
    else setNeedsSimpleConfirm(true);
  };

  const refs = { subjectRef, bodyRef, textRef };
  const fields = {
    draft,
    setDraft,
    bodyValue,
    textValue,
    setValue,
    setFocused,
    applyEdit,
    insertTarget,
    insertPlaceholder,
    switchMode,
    needsSimpleConfirm,
    setNeedsSimpleConfirm,
  };
  return { fields, ...refs };
}
