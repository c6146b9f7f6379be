import { DEFAULT_LOCALE, ErrorCode } from '@civic/contracts';
import { NAMESPACES_ADDED, i18n } from './i18n';

/*
 * The server's errors stay English in the envelope, with their code, so that every process and log reads the same
 * words. The client shows them in the language chosen: the English text is looked up among the spec's messages
 * (libs/contracts' `Messages`, the English `messages` namespace as loaded: every section but `admin` on the first
 * screen, all of it once the deferred catalogue is in, as before any admin page: admin messages stay out of the
 * citizen's bundle) and the same key's text of the current language is shown, placeholders carried over
 * ('Please keep this under 200 characters.' → `messages:admin.templates.textTooLong` with n = 200). A message not
 * found falls back to the catalogue's message for its code, and an unknown code keeps the server's words.
 */

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function index(node: unknown, path: string[]): void {
  if (typeof node === 'string') {
    const key = path.join('.');
    const names = [...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(node)) exact.set(node, key);
      return;
    }
    const source = node
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join('(.+?)');
    patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), names });
    return;
  }
  if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) index(child, [...path, name]);
}

/** (Re)builds the lookup from the English `messages` namespace as it is now. */
function indexEnglishMessages(): void {
  exact.clear();
  patterns.length = 0;
  index(i18n.getResourceBundle(DEFAULT_LOCALE, 'messages'), []);
}
indexEnglishMessages();
// The deferred catalogue adds the admin section to the namespace.
i18n.on(NAMESPACES_ADDED, (language: string, namespaces: string[]) => {
  if (language === DEFAULT_LOCALE && namespaces.includes('messages')) indexEnglishMessages();
});

/** The catalogue key of each error code, for a server message that is not one of the spec's messages. */
const KEY_BY_CODE: Partial<Record<string, string>> = {
  [ErrorCode.ValidationFailed]: 'common.validationFailed',
  [ErrorCode.Unauthorized]: 'common.signInRequired',
  [ErrorCode.Forbidden]: 'common.forbidden',
  [ErrorCode.NotFound]: 'common.notFound',
  [ErrorCode.RateLimited]: 'common.tooManyRequests',
  [ErrorCode.InternalError]: 'common.internalError',
  [ErrorCode.ServiceUnavailable]: 'common.serviceUnavailable',
};

/** The `messages` key and values of an English server message, or null when it is not one of the spec's messages. */
export function messageKeyOf(message: string): { key: string; values: Record<string, string> } | null {
  const text = message.trim();
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match) return { key: pattern.key, values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/**
 * A server message in the language shown: unchanged in English; else the catalogue's text of the same message,
 * or of its code (`code` optional), or the server's English words when neither is known.
 */
export function localiseServerMessage(message: string, code?: string): string {
  if (i18n.language === DEFAULT_LOCALE) return message;
  const found = messageKeyOf(message);
  if (found) return i18n.t(`messages:${found.key}` as never, found.values as never) as unknown as string;
  const byCode = code ? KEY_BY_CODE[code] : undefined;
  return byCode ? (i18n.t(`messages:${byCode}` as never) as unknown as string) : message;
}
