import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

/** One message the stand-in accepted, as Twilio's Messages API receives it. */
export interface StandInSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn {
  url: string;
  received: StandInSms[];
  /** Answers the next `n` requests with Twilio's error 21211 (an invalid 'To' number), as a refusing provider would. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server speaking the part of Twilio's REST protocol the portal uses: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From and Body, HTTP basic auth with the account
 * SID and auth token; it answers 201 with the message resource (sid, status 'queued', ...) as Twilio documents it, and
 * 401 (code 20003) for other credentials.
 */
export async function startTwilioStandIn(accountSid: string, authToken: string): Promise<TwilioStandIn> {
  const received: StandInSms[] = [];
  let refusals = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || match[1] !== accountSid) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return answer(400, { code: 20001, message: 'Bad content type', status: 400 });
      const form = new URLSearchParams(await bodyOf(req));
      if (refusals > 0) {
        refusals -= 1;
        return answer(400, { code: 21211, message: `The 'To' number ${form.get('To')} is not a valid phone number.`, status: 400 });
      }
      const sms = { accountSid: match[1], to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      received.push(sms);
      const now = new Date().toUTCString();
      answer(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: accountSid,
        to: sms.to,
        from: sms.from,
        body: sms.body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        date_created: now,
        date_updated: now,
        date_sent: null,
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/x.json`,
      });
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
