/** Focuses the field of a form with this name (the first invalid one after a check); nothing when there is none. */
export function focusField(form: HTMLFormElement | null | undefined, name: string | null | undefined): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
