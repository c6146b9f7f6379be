import { randomUUID } from 'node:crypto';
import twilio from 'twilio';

type TwilioResponse<TData> = Awaited<ReturnType<twilio.RequestClient['request']>> & { body: TData };
type RequestOptions<TData> = Parameters<twilio.RequestClient['request']>[0] & { uri: string; data?: TData };
import type { AppConfig } from '../../kernel/config/app-config.js';
import { kindsWithoutTemplate, parseDltTemplateIds } from './dlt-templates.js';
import type { SmsKind } from './sms-kinds.js';

/** One SMS to hand to a provider: the number in E.164, the words, and the DLT template they match. */
export interface OutgoingSms {
  to: string;
  body: string;
  templateId: string | null;
}

/** What a provider answers: its id of the message, and whether it was handed on ('sent') or only kept ('recorded'). */
export interface SmsReceipt {
  providerMessageId: string | null;
  status: 'sent' | 'recorded';
}

/** The SMS port of the notifications context: one adapter per provider, chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: string;
  /** The DLT template id of a kind of message (null: none configured). */
  templateFor(kind: SmsKind): string | null;
  /** Hands one message to the provider; throws when it refuses or cannot be reached (the job retries). */
  send(sms: OutgoingSms): Promise<SmsReceipt>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/**
 * The embedded sandbox, used while SMS_PROVIDER is unset (as the Razorpay sandbox is while its keys are): it delivers
 * nothing; each message stays in the text message log, where a superadmin reads it (and a local trial reads its codes).
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';

  constructor(private readonly templates: ReadonlyMap<SmsKind, string> = new Map()) {}

  templateFor(kind: SmsKind): string | null {
    return this.templates.get(kind) ?? null;
  }

  send(): Promise<SmsReceipt> {
    return Promise.resolve({ providerMessageId: `sandbox-${randomUUID()}`, status: 'recorded' });
  }
}

/**
 * Twilio's RequestClient sending to another base address (TWILIO_API_URL): the library takes a custom HTTP client
 * through its public `httpClient` option, and this one only rewrites the origin of each request, so tests talk to a
 * local stand-in speaking Twilio's REST protocol.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: RequestOptions<TData>): Promise<TwilioResponse<TData>> {
    const uri = new URL(opts.uri);
    const rebased = new URL(`${uri.pathname}${uri.search}`, this.base);
    return super.request<TData>({ ...opts, uri: rebased.toString() });
  }
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth) through the `twilio` library.
 * The sender is SMS_SENDER_ID, the DLT header registered for the portal; Twilio matches each text against the DLT
 * templates registered on its console for that header, and the template id of the kind is recorded with the message.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly sender: string,
    private readonly templates: ReadonlyMap<SmsKind, string>,
    apiUrl?: string,
  ) {
    this.client = twilio(accountSid, authToken, apiUrl ? { httpClient: new RebasedRequestClient(new URL(apiUrl)) } : {});
  }

  templateFor(kind: SmsKind): string | null {
    return this.templates.get(kind) ?? null;
  }

  async send(sms: OutgoingSms): Promise<SmsReceipt> {
    const message = await this.client.messages.create({ to: sms.to, from: this.sender, body: sms.body });
    return { providerMessageId: message.sid, status: 'sent' };
  }
}

/**
 * The provider of this configuration: Twilio when SMS_PROVIDER=twilio (its account, token and sender are then
 * required, and a DLT template id for every kind), else the sandbox. Throws at start on a missing setting.
 */
export function smsProviderFor(config: AppConfig): SmsProvider {
  const templates = parseDltTemplateIds(config.SMS_DLT_TEMPLATE_IDS);
  if (config.SMS_PROVIDER !== 'twilio') return new SandboxSmsProvider(templates);
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_SENDER_ID'] as const).filter((key) => !config[key]);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  const without = kindsWithoutTemplate(templates);
  if (without.length > 0) throw new Error(`SMS_PROVIDER=twilio needs a DLT template id in SMS_DLT_TEMPLATE_IDS for ${without.join(', ')}`);
  return new TwilioSmsProvider(config.TWILIO_ACCOUNT_SID!, config.TWILIO_AUTH_TOKEN!, config.SMS_SENDER_ID!, templates, config.TWILIO_API_URL);
}
