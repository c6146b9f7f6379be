import { describe, expect, it } from '@jest/globals';
import { insertAtCursor, insertLink, placeholderToken, wrapSelection } from './text-insert';

describe('placeholder panel: inserts {{name}} at the cursor of the focused field (admin spec section 4)', () => {
  it('inserts at the caret and puts the caret after the token', () => {
    expect(insertAtCursor('Hello ,', 6, 6, placeholderToken('userName'))).toEqual({ value: 'Hello {{userName}},', start: 18, end: 18 });
  });

  it('replaces a selection, whichever way it was made', () => {
    expect(insertAtCursor('Ticket XXX closed', 10, 7, '{{ticketId}}')).toEqual({ value: 'Ticket {{ticketId}} closed', start: 19, end: 19 });
  });

  it('clamps a stale selection to the value', () => {
    expect(insertAtCursor('ab', 10, 12, '{{x}}').value).toBe('ab{{x}}');
  });
});

describe('Simple editor toolbar', () => {
  it('wraps the selection in bold or italic markers, keeping edge spaces outside', () => {
    expect(wrapSelection('make this bold', 5, 10, '**', 'bold text')).toEqual({ value: 'make **this** bold', start: 7, end: 11 });
    expect(wrapSelection('a b', 1, 3, '*', 'x')).toEqual({ value: 'a *b*', start: 3, end: 4 });
  });

  it('with no selection inserts a placeholder text and selects it', () => {
    const edit = wrapSelection('x', 1, 1, '**', 'bold text');
    expect(edit.value).toBe('x**bold text**');
    expect(edit.value.slice(edit.start, edit.end)).toBe('bold text');
  });

  it('turns the selection into a link and selects the address', () => {
    const edit = insertLink('see the portal now', 4, 14);
    expect(edit.value).toBe('see [the portal](https://) now');
    expect(edit.value.slice(edit.start, edit.end)).toBe('https://');
  });
});
