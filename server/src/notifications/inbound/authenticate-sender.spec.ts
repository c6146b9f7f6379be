import { generateKeyPairSync } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { dkimSign } from 'mailauth';
import { authenticateSender, parseAuthenticationResults, upstreamVerdict } from './authenticate-sender.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PUBLIC_B64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The DNS of the test: TXT records by name; anything else does not exist (ENOTFOUND, as the system resolver says). */
function resolverOf(txt: Record<string, string>) {
  return async (name: string, rrtype: string): Promise<string[][]> => {
    const record = rrtype === 'TXT' ? txt[name.toLowerCase()] : undefined;
    if (record === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return [[record]];
  };
}

const DNS = resolverOf({
  'pwd.goa.example': 'v=spf1 ip4:192.0.2.10 -all',
  '_dmarc.pwd.goa.example': 'v=DMARC1; p=reject',
  'sel._domainkey.pwd.goa.example': `v=DKIM1; k=rsa; p=${PUBLIC_B64}`,
  'nodmarc.example': 'v=spf1 ip4:192.0.2.20 -all',
  'sel._domainkey.nodmarc.example': `v=DKIM1; k=rsa; p=${PUBLIC_B64}`,
});
const OPTIONS = { mta: 'replies.goa-civic.example', trustedAuthservId: null, resolver: DNS };

function message(from: string, headers: string[] = []): Buffer {
  return Buffer.from(
    [
      ...headers,
      `From: ${from}`,
      'To: reply+Xk3b9QpL2mZr7TfA1cVd8eWq@replies.goa-civic.example',
      'Subject: Re: GOA-2026-000123',
      '',
      'Patched today.',
      '',
    ].join('\r\n'),
  );
}

async function signed(raw: Buffer, domain: string): Promise<Buffer> {
  const { signatures, errors } = await dkimSign(raw, {
    signingDomain: domain,
    selector: 'sel',
    privateKey: PRIVATE_PEM,
    signatureData: [{ signingDomain: domain, selector: 'sel', privateKey: PRIVATE_PEM }],
  });
  expect(signatures).toContain('DKIM-Signature');
  expect(errors).toEqual([]);
  return Buffer.concat([Buffer.from(signatures), raw]);
}

describe('authenticateSender: is the From: domain authentic (mailauth, DNS from a local stand-in)', () => {
  it('refuses a spoofed From: whose domain publishes DMARC: envelope and client are the attacker’s, nothing signed', async () => {
    const result = await authenticateSender(
      message('officer@pwd.goa.example'),
      { mailFrom: 'attacker@evil.example', clientIp: '203.0.113.9', helo: 'evil.example' },
      OPTIONS,
    );
    expect(result).toMatchObject({ authenticated: false, method: null, fromDomain: 'pwd.goa.example' });
    expect(result.summary).toBe('dmarc=fail spf=none (smtp.mailfrom=evil.example) dkim=none');
  });

  it('accepts a DKIM signature of the From: domain (DMARC pass), given as a stream', async () => {
    const raw = await signed(message('Executive Engineer <ee@pwd.goa.example>'), 'pwd.goa.example');
    const result = await authenticateSender(Readable.from([raw]), { mailFrom: 'bounce@mailer.example', clientIp: '203.0.113.9' }, OPTIONS);
    expect(result).toMatchObject({ authenticated: true, method: 'dmarc', fromDomain: 'pwd.goa.example' });
    expect(result.summary).toContain('dkim=pass (header.d=pwd.goa.example)');
  });

  it('accepts SPF of an aligned MAIL FROM from a permitted IP (DMARC pass)', async () => {
    const result = await authenticateSender(message('ee@pwd.goa.example'), { mailFrom: 'ee@pwd.goa.example', clientIp: '192.0.2.10' }, OPTIONS);
    expect(result).toMatchObject({ authenticated: true, method: 'dmarc' });
    expect(result.summary).toContain('spf=pass (smtp.mailfrom=pwd.goa.example)');
  });

  it('accepts an aligned DKIM signature or SPF pass where the domain publishes no DMARC record', async () => {
    const dkim = await authenticateSender(await signed(message('co@nodmarc.example'), 'nodmarc.example'), null, OPTIONS);
    expect(dkim).toMatchObject({ authenticated: true, method: 'dkim' });
    const viaSpf = await authenticateSender(message('co@nodmarc.example'), { mailFrom: 'co@nodmarc.example', clientIp: '192.0.2.20' }, OPTIONS);
    expect(viaSpf).toMatchObject({ authenticated: true, method: 'spf' });
  });

  it('refuses a signature of another domain, and a message whose body changed after signing', async () => {
    const other = await authenticateSender(await signed(message('co@pwd.goa.example'), 'nodmarc.example'), null, OPTIONS);
    expect(other).toMatchObject({ authenticated: false });
    const tampered = Buffer.from(
      (await signed(message('co@pwd.goa.example'), 'pwd.goa.example')).toString().replace('Patched today.', 'Closed, nothing to do.'),
    );
    const result = await authenticateSender(tampered, null, OPTIONS);
    expect(result).toMatchObject({ authenticated: false });
    // mailauth answers neutral for a body hash that does not match (the signature itself verifies, the body is not the signed one).
    expect(result.summary).toContain('dkim=neutral (header.d=pwd.goa.example)');
  });

  it('refuses a From: with two addresses', async () => {
    expect(await authenticateSender(message('a@pwd.goa.example, b@evil.example'), null, OPTIONS)).toMatchObject({ authenticated: false, fromDomain: '' });
  });

  it('believes the topmost Authentication-Results of the trusted authserv-id only', async () => {
    const trusted = { ...OPTIONS, trustedAuthservId: 'mx.goa-civic.example' };
    const vouched = message('officer@pwd.goa.example', ['Authentication-Results: mx.goa-civic.example; dmarc=pass (p=reject) header.from=pwd.goa.example']);
    expect(await authenticateSender(vouched, null, trusted)).toMatchObject({
      authenticated: true,
      method: 'upstream',
      summary: 'upstream mx.goa-civic.example: dmarc=pass',
    });
    // The same field from another server, or not configured: ignored.
    const other = message('officer@pwd.goa.example', ['Authentication-Results: mx.evil.example; dmarc=pass header.from=pwd.goa.example']);
    expect(await authenticateSender(other, null, trusted)).toMatchObject({ authenticated: false });
    expect(await authenticateSender(vouched, null, OPTIONS)).toMatchObject({ authenticated: false });
    // A trusted-looking field below another server's field was written by someone else.
    const buried = message('officer@pwd.goa.example', [
      'Authentication-Results: mx.relay.example; none',
      'Authentication-Results: mx.goa-civic.example; dmarc=pass header.from=pwd.goa.example',
    ]);
    expect(await authenticateSender(buried, null, trusted)).toMatchObject({ authenticated: false });
    // A pass for another domain vouches for nothing.
    const elsewhere = message('officer@pwd.goa.example', ['Authentication-Results: mx.goa-civic.example; dmarc=pass header.from=evil.example']);
    expect(await authenticateSender(elsewhere, null, trusted)).toMatchObject({ authenticated: false });
  });
});

describe('Authentication-Results (RFC 8601)', () => {
  it('reads the authserv-id, results and properties, without comments, across folded lines', () => {
    expect(
      parseAuthenticationResults(
        ' MX.Example.in 1; spf=pass (sender IP is 192.0.2.1) smtp.mailfrom=ee@pwd.goa.example;\r\n dkim=pass header.d=pwd.goa.example header.s="sel";\r\n dmarc=fail reason="p=reject (strict)" header.from=pwd.goa.example',
      ),
    ).toEqual({
      authservId: 'mx.example.in',
      results: [
        { method: 'spf', result: 'pass', props: { 'smtp.mailfrom': 'ee@pwd.goa.example' } },
        { method: 'dkim', result: 'pass', props: { 'header.d': 'pwd.goa.example', 'header.s': 'sel' } },
        { method: 'dmarc', result: 'fail', props: { reason: 'p=reject (strict)', 'header.from': 'pwd.goa.example' } },
      ],
    });
    expect(parseAuthenticationResults('mx.example.in; none')).toEqual({ authservId: 'mx.example.in', results: [] });
    expect(parseAuthenticationResults('  ')).toBeNull();
  });

  it('takes an aligned DKIM or SPF pass, and several fields of the trusted server in a row', () => {
    const fields = ['mx.example.in; spf=fail smtp.mailfrom=evil.example', 'mx.example.in; dkim=pass header.d=mail.pwd.goa.example'];
    expect(upstreamVerdict(fields, 'pwd.goa.example', 'MX.example.in')).toMatchObject({ method: 'dkim' });
    expect(upstreamVerdict(['mx.example.in; spf=pass smtp.mailfrom=bounce@evil.example'], 'pwd.goa.example', 'mx.example.in')).toBeNull();
  });
});
