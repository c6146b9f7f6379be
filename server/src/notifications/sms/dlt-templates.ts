import { isSmsKind, SMS_KINDS, type SmsKind } from './sms-kinds.js';

/**
 * The DLT template ids of SMS_DLT_TEMPLATE_IDS: `kind=id` pairs separated by commas (spaces and empty pairs ignored).
 * India's DLT rules refuse a commercial SMS whose text does not match a template registered under the sender id, so
 * each kind of message maps to its own template id. Throws on an unknown kind, a pair without '=' or an empty id,
 * and on a kind given twice: a typo must stop the start, not drop messages at the operator.
 */
export function parseDltTemplateIds(text: string | undefined): Map<SmsKind, string> {
  const ids = new Map<SmsKind, string>();
  for (const pair of (text ?? '').split(',')) {
    const entry = pair.trim();
    if (!entry) continue;
    const at = entry.indexOf('=');
    const kind = at < 0 ? entry : entry.slice(0, at).trim();
    const id = at < 0 ? '' : entry.slice(at + 1).trim();
    if (!isSmsKind(kind)) throw new Error(`SMS_DLT_TEMPLATE_IDS: '${kind}' is not a message kind (${SMS_KINDS.join(', ')})`);
    if (!id) throw new Error(`SMS_DLT_TEMPLATE_IDS: the kind '${kind}' has no template id`);
    if (ids.has(kind)) throw new Error(`SMS_DLT_TEMPLATE_IDS: the kind '${kind}' is given twice`);
    ids.set(kind, id);
  }
  return ids;
}

/** The kinds that have no template id in `ids` (a provider that needs them all refuses to start without them). */
export function kindsWithoutTemplate(ids: ReadonlyMap<SmsKind, string>): SmsKind[] {
  return SMS_KINDS.filter((kind) => !ids.has(kind));
}
