/** A blocking hint under a field or group (citizen spec section 5), referenced by aria-describedby. */
export function FieldHint({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error" data-testid="hint">
      {text}
    </p>
  );
}

/** Focuses the first element of the given ids that exists (the first field a hint blocks). */
export function focusFirst(ids: readonly string[]): void {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
  }
}
