/** The licence of the public complaint data and scorecards, stated in every answer and on the map page. */
export const OPEN_DATA_LICENSE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** The licence as a Link header (RFC 8288, rel="license"). */
export const LICENSE_LINK = `<${OPEN_DATA_LICENSE.url}>; rel="license"`;

/** The licence as the X-License header: its name and address. */
export const LICENSE_HEADER = `${OPEN_DATA_LICENSE.name} ${OPEN_DATA_LICENSE.url}`;

/** A spreadsheet must not run a reporter's text as a formula (=, +, -, @, tab, CR at the start): a leading quote. */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
