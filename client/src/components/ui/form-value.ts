/**
 * Reads the current value of a named field of a form with uncontrolled inputs (filter forms applied with a
 * button): `formValue(form)('q')`; '' for a field the form does not have.
 */
export function formValue(form: HTMLFormElement): (name: string) => string {
  return (name) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
}
