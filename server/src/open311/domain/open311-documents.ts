import { XMLBuilder } from 'fast-xml-parser';

/** The two formats of GeoReport v2: the path's extension (`.json` or `.xml`). */
export type Open311Format = 'json' | 'xml';
export const OPEN311_FORMATS: readonly Open311Format[] = ['json', 'xml'];

/** A GeoReport v2 response in both shapes: `json` as the specification's JSON, `xml` under its root element. */
export interface Open311Document {
  json: unknown;
  xml: Record<string, unknown>;
}

/** One value of an XML element: text; null and undefined become an empty element. */
type XmlValue = string | number | boolean | null | undefined | XmlValue[] | { [key: string]: XmlValue };

function xmlText(value: XmlValue): XmlValue {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(xmlText);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, xmlText(v)]));
  return String(value);
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false, suppressEmptyNode: false });

/**
 * The body of a response in `format`: JSON text, or XML built by fast-xml-parser's XMLBuilder (which escapes text;
 * never string concatenation) with an XML declaration.
 */
export function renderDocument(doc: Open311Document, format: Open311Format): { contentType: string; body: string } {
  if (format === 'json') return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(doc.json) };
  const body = builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' }, ...(xmlText(doc.xml as XmlValue) as Record<string, unknown>) }) as string;
  return { contentType: 'text/xml; charset=utf-8', body };
}

/** A list under a root and a repeated element: `[...]` in JSON, `<root><item>...</item>...</root>` in XML. */
export function listDocument(root: string, element: string, items: readonly Record<string, unknown>[]): Open311Document {
  return { json: items, xml: { [root]: { [element]: items } } };
}

/** The specification's errors document: `[{ code, description }]`, `<errors><error><code/><description/></error></errors>`. */
export function errorsDocument(errors: readonly { code: number; description: string }[]): Open311Document {
  return listDocument('errors', 'error', errors);
}

/** India Standard Time's offset: +05:30, all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A time in ISO 8601 with India's offset, to the second: '2026-11-23T14:05:09+05:30'. */
export function indiaDateTime(date: Date): string {
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
