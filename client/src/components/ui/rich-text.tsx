import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated string with simple markup (`<strong>Case tracking.</strong>`, `<contact>get in touch</contact>`)
 * rendered with the given elements: each tag becomes its element with the tag's text as children (tags do not nest).
 * For strings held in catalogue lists (`returnObjects`), and for the first screen's keys (brand, hero title, category
 * cards) instead of react-i18next's `<Trans>`, which then stays out of the initial JavaScript.
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag, inner] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : whole);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
