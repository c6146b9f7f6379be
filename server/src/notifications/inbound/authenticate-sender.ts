import type { Readable } from 'node:stream';
import { dkimVerify, dmarc, spf, type DNSResolver } from 'mailauth';
import { getDomain } from 'tldts';

/** What the SMTP session tells about a message's sender; a message read from a mailbox (IMAP) has none. */
export interface SenderEnvelope {
  /** MAIL FROM; null for the null reverse-path `<>`. */
  mailFrom: string | null;
  /** The connecting client's IP address (SPF checks it against the MAIL FROM domain's record). */
  clientIp?: string | null;
  /** The name the client gave in HELO/EHLO (SPF's identity when MAIL FROM is null). */
  helo?: string | null;
}

/** How the From: domain was found authentic, or that it was not checked (INBOUND_REQUIRE_AUTH=false). */
export type SenderAuthenticationMethod = 'dmarc' | 'dkim' | 'spf' | 'upstream' | 'not_checked';

/** The verdict on a message's From: address. */
export interface SenderAuthentication {
  /** True when the From: domain is vouched for (or when the check is off: method `not_checked`). */
  authenticated: boolean;
  method: SenderAuthenticationMethod | null;
  /** The From: header's domain, lower case; '' when the header holds no single address. */
  fromDomain: string;
  /**
   * One line for the mail log and the admin, in the words of Authentication-Results (RFC 8601), for example
   * `dmarc=fail spf=pass (smtp.mailfrom=evil.example) dkim=none` or `upstream mx.example.in: dmarc=pass`.
   */
  summary: string;
}

/** Options of authenticateSender. */
export interface AuthenticateSenderOptions {
  /** The host name the portal receives as (SPF's explanation text names it). */
  mta: string;
  /**
   * The authserv-id (RFC 8601 section 2.5) of the deployment's own upstream mail server, whose Authentication-Results
   * fields are believed; null: every such field is ignored and the portal checks for itself.
   */
  trustedAuthservId: string | null;
  /** DNS resolver (mailauth's signature: name and record type to records); the system resolver when absent. */
  resolver?: DNSResolver;
}

/** One result of an Authentication-Results field: `dkim=pass header.d=example.in` is {method dkim, result pass, props}. */
export interface AuthResult {
  method: string;
  result: string;
  /** `ptype.property` (lower case) to value, e.g. `header.d` → `example.in`; `reason` too. */
  props: Record<string, string>;
}

/** An Authentication-Results field read: its authserv-id (lower case) and its results. */
export interface AuthResultsField {
  authservId: string;
  results: AuthResult[];
}

/** Replaces RFC 5322 comments (nested parentheses, outside quoted strings) with a space, and unfolds the lines. */
function withoutComments(value: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += c + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (depth === 0 && c === '"') quoted = !quoted;
    if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')' && depth > 0) {
      depth--;
      if (depth === 0) out += ' ';
    } else if (depth === 0) out += c;
  }
  return out.replace(/\r?\n[ \t]/g, ' ').replace(/[\r\n]/g, ' ');
}

/** Splits on `separator` outside quoted strings. */
function splitOutsideQuotes(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && quoted) {
      current += c + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && separator.test(c)) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

const unquote = (value: string): string =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

/**
 * Reads the value of an Authentication-Results field (RFC 8601 section 2.2): the authserv-id, an optional version,
 * then `;`-separated results `method[/version]=result [reason=…] [ptype.property=value …]`; comments are dropped.
 * Null when the value has no authserv-id.
 */
export function parseAuthenticationResults(value: string): AuthResultsField | null {
  const [head, ...resinfos] = splitOutsideQuotes(withoutComments(value), /;/);
  const authservId = unquote(splitOutsideQuotes(head ?? '', /\s/)[0] ?? '').toLowerCase();
  if (!authservId) return null;
  const results: AuthResult[] = [];
  for (const resinfo of resinfos) {
    const [methodspec, ...rest] = splitOutsideQuotes(resinfo.replace(/\s*=\s*/g, '='), /\s/);
    const match = /^([A-Za-z0-9_-]+)(?:\/\d+)?=([A-Za-z0-9_-]+)$/.exec(methodspec ?? '');
    if (!match) continue;
    const props: Record<string, string> = {};
    for (const prop of rest) {
      const eq = prop.indexOf('=');
      if (eq > 0) props[prop.slice(0, eq).toLowerCase()] = unquote(prop.slice(eq + 1));
    }
    results.push({ method: match[1].toLowerCase(), result: match[2].toLowerCase(), props });
  }
  return { authservId, results };
}

/** The domain of an address or a bare domain (`@example.in`, `user@example.in`, `example.in`), lower case. */
function domainOf(value: string | undefined): string {
  return (value ?? '').trim().replace(/^<|>$/g, '').split('@').pop()!.toLowerCase().replace(/\.$/, '');
}

/**
 * Relaxed alignment (DMARC, RFC 7489 section 3.1): the two domains share their organizational domain (the Public
 * Suffix List's registrable domain, as mailauth's DMARC check computes it with tldts).
 */
export function aligned(fromDomain: string, otherDomain: string): boolean {
  if (!fromDomain || !otherDomain) return false;
  const org = (domain: string) => getDomain(domain, { allowPrivateDomains: true }) ?? domain;
  return org(fromDomain) === org(otherDomain);
}

/**
 * What the deployment's upstream server vouched for: the topmost Authentication-Results fields, as long as they carry
 * the trusted authserv-id (RFC 8601 section 5: a server removes or ignores fields with its own id that arrived with
 * the message, and adds its own above them). Any field below one from another server, or any field of another
 * authserv-id, is ignored: anybody can write such a header into a message.
 */
export function upstreamVerdict(fields: readonly string[], fromDomain: string, trustedAuthservId: string): AuthResult | null {
  const trusted = trustedAuthservId.toLowerCase();
  for (const field of fields) {
    const parsed = parseAuthenticationResults(field);
    if (!parsed || parsed.authservId !== trusted) return null;
    for (const r of parsed.results) {
      if (r.result !== 'pass') continue;
      if (r.method === 'dmarc' && (!r.props['header.from'] || domainOf(r.props['header.from']) === fromDomain)) return r;
      if (r.method === 'dkim' && aligned(fromDomain, domainOf(r.props['header.d'] ?? r.props['header.i']))) return r;
      if (r.method === 'spf' && aligned(fromDomain, domainOf(r.props['smtp.mailfrom'] ?? r.props['smtp.helo']))) return r;
    }
  }
  return null;
}

/** The value of a raw header line `Name: value` (unfolded later by the parser). */
function headerValue(line: unknown): string {
  const text = Buffer.isBuffer(line) ? line.toString('utf8') : String(line);
  return text.slice(text.indexOf(':') + 1);
}

/**
 * Whether a received message really comes from the domain of its From: address, with mailauth: DMARC passes, or SPF
 * (the SMTP client's IP against the MAIL FROM domain's record) or a DKIM signature passes for a domain aligned with the
 * From: domain (relaxed alignment; these two decide only for a domain without a DMARC record, whose verdict stands). Failing that,
 * the deployment's upstream mail server may have vouched for it in an Authentication-Results field with the trusted
 * authserv-id (upstreamVerdict). A message read by IMAP has no envelope: SPF is not checked, DKIM and the upstream's
 * word are. `message` is read once (a stream is consumed); DNS answers come from `options.resolver`.
 */
export async function authenticateSender(
  message: Buffer | Readable,
  envelope: SenderEnvelope | null,
  options: AuthenticateSenderOptions,
): Promise<SenderAuthentication> {
  const dkim = await dkimVerify(message, { resolver: options.resolver });
  if (dkim.headerFrom.length !== 1) {
    return { authenticated: false, method: null, fromDomain: '', summary: 'From: does not hold exactly one address' };
  }
  const fromDomain = domainOf(dkim.headerFrom[0]);

  if (options.trustedAuthservId) {
    const fields = (dkim.headers?.parsed ?? []).filter((h) => h.key === 'authentication-results').map((h) => headerValue(h.line));
    const vouched = upstreamVerdict(fields, fromDomain, options.trustedAuthservId);
    if (vouched) {
      return { authenticated: true, method: 'upstream', fromDomain, summary: `upstream ${options.trustedAuthservId}: ${vouched.method}=pass` };
    }
  }

  const passed = dkim.results.filter((r) => r.status.result === 'pass' && r.signingDomain);
  const spfResult =
    envelope?.clientIp && (envelope.mailFrom || envelope.helo)
      ? await spf({
          ip: envelope.clientIp,
          sender: envelope.mailFrom ?? undefined,
          helo: envelope.helo ?? undefined,
          mta: options.mta,
          resolver: options.resolver,
        })
      : null;
  const spfPass = spfResult?.status.result === 'pass' ? spfResult.domain : null;
  const dmarcResult = await dmarc({
    headerFrom: dkim.headerFrom,
    spfDomains: spfPass ? [spfPass] : [],
    dkimDomains: passed.map((r) => ({ id: r.id, domain: r.signingDomain, aligned: r.status.aligned, underSized: r.status.underSized })),
    resolver: options.resolver,
  });

  const dkimSummary = dkim.results.map((r) => `dkim=${r.status.result}${r.signingDomain ? ` (header.d=${r.signingDomain})` : ''}`).join(' ') || 'dkim=none';
  const spfSummary = spfResult ? `spf=${spfResult.status.result} (smtp.mailfrom=${spfResult.domain})` : 'spf=none (no SMTP client)';

  // A domain with a DMARC record has said how it wants to be checked (its alignment modes): its verdict stands. One
  // without (or whose record could not be read) is authentic by an aligned DKIM signature or SPF pass.
  const dmarcStatus = dmarcResult ? dmarcResult.status.result : 'none';
  let method: SenderAuthenticationMethod | null = null;
  if (dmarcStatus === 'pass') method = 'dmarc';
  else if (dmarcStatus !== 'fail' && passed.some((r) => aligned(fromDomain, r.signingDomain.toLowerCase()))) method = 'dkim';
  else if (dmarcStatus !== 'fail' && spfPass && aligned(fromDomain, spfPass.toLowerCase())) method = 'spf';
  const summary = `dmarc=${dmarcStatus} ${spfSummary} ${dkimSummary}`;
  return { authenticated: method !== null, method, fromDomain, summary };
}
