/** A LIKE pattern matching `text` anywhere, lowercased, with the LIKE wildcards and the escape character escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
