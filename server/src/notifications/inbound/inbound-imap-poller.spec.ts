import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { InboundImapPoller, imapSettings } from './inbound-imap-poller.js';
import type { InboundMailReceiver } from './inbound-mail-receiver.js';
import { INBOUND_MAX_BYTES } from './read-inbound-mail.js';

const REPLY = [
  'From: Mamlatdar Bardez <mamlatdar-bardez@goa.gov.in>',
  'To: reply+Xk3b9QpL2mZr7TfA1cVd8eWq@goa-civic.local',
  'Subject: Re: Civic complaint GOA-2026-000123',
  'Message-ID: <reply-1@goa.gov.in>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'The pothole was filled this morning.',
  '',
].join('\r\n');
const BROKEN = [
  'From: clerk@goa.gov.in',
  'To: reply+Xk3b9QpL2mZr7TfA1cVd8eWq@goa-civic.local',
  'Subject: Re: x',
  'Message-ID: <reply-3@goa.gov.in>',
  '',
  'x',
  '',
].join('\r\n');
const HUGE = INBOUND_MAX_BYTES + 1;

/**
 * One IMAP session as recorded between imapflow 2.10 and a mailbox holding three unseen messages: UID 4 a reply, UID 5
 * over 25 MB, UID 6 a message whose handling fails. Messages are downloaded in partial FETCHes of 1 MB (a message
 * shorter than that in one). Each step is the client's command (without its tag) and the server's
 * answer, `{tag}` standing for the command's tag.
 */
const DIALOGUE: [string, string][] = [
  ['LOGIN "portal" "s3cret"', '{tag} OK LOGIN completed'],
  ['CAPABILITY', '* CAPABILITY IMAP4rev1 UIDPLUS\r\n{tag} OK CAPABILITY completed'],
  ['LIST "" ""', '* LIST (\\Noselect) "/" ""\r\n{tag} OK LIST completed'],
  ['LIST "" "INBOX"', '* LIST () "/" INBOX\r\n{tag} OK LIST completed'],
  ['LSUB "" "INBOX"', '* LSUB () "/" INBOX\r\n{tag} OK LSUB completed'],
  [
    'SELECT INBOX',
    '* 3 EXISTS\r\n* 0 RECENT\r\n* OK [UIDVALIDITY 1763800000] UIDs valid\r\n* OK [UIDNEXT 7] Predicted next UID\r\n* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)\r\n{tag} OK [READ-WRITE] SELECT completed',
  ],
  ['UID SEARCH UNSEEN', '* SEARCH 4 5 6\r\n{tag} OK SEARCH completed'],
  [
    'UID FETCH 4 (UID ENVELOPE RFC822.SIZE)',
    `* 1 FETCH (UID 4 RFC822.SIZE ${Buffer.byteLength(REPLY)} ENVELOPE ("Mon, 23 Nov 2026 10:00:00 +0530" "Re: Civic complaint GOA-2026-000123" (("Mamlatdar Bardez" NIL "mamlatdar-bardez" "goa.gov.in")) NIL NIL ((NIL NIL "reply+Xk3b9QpL2mZr7TfA1cVd8eWq" "goa-civic.local")) NIL NIL NIL "<reply-1@goa.gov.in>"))\r\n{tag} OK FETCH completed`,
  ],
  [
    'UID FETCH 4 (UID RFC822.SIZE BODY.PEEK[]<0.1048576>)',
    `* 1 FETCH (UID 4 RFC822.SIZE ${Buffer.byteLength(REPLY)} BODY[]<0> {${Buffer.byteLength(REPLY)}}\r\n${REPLY})\r\n{tag} OK FETCH completed`,
  ],
  ['UID STORE 4 +FLAGS (\\Seen)', '* 1 FETCH (UID 4 FLAGS (\\Seen))\r\n{tag} OK STORE completed'],
  [
    'UID FETCH 5 (UID ENVELOPE RFC822.SIZE)',
    `* 2 FETCH (UID 5 RFC822.SIZE ${HUGE} ENVELOPE ("Mon, 23 Nov 2026 11:00:00 +0530" "Site photos" (("Engineer" NIL "ee" "goa.gov.in")) NIL NIL ((NIL NIL "reply+Xk3b9QpL2mZr7TfA1cVd8eWq" "goa-civic.local")) NIL NIL NIL "<huge-1@goa.gov.in>"))\r\n{tag} OK FETCH completed`,
  ],
  ['UID STORE 5 +FLAGS (\\Seen)', '* 2 FETCH (UID 5 FLAGS (\\Seen))\r\n{tag} OK STORE completed'],
  [
    'UID FETCH 6 (UID ENVELOPE RFC822.SIZE)',
    `* 3 FETCH (UID 6 RFC822.SIZE ${Buffer.byteLength(BROKEN)} ENVELOPE (NIL "Re: x" (("" NIL "clerk" "goa.gov.in")) NIL NIL NIL NIL NIL NIL "<reply-3@goa.gov.in>"))\r\n{tag} OK FETCH completed`,
  ],
  [
    'UID FETCH 6 (UID RFC822.SIZE BODY.PEEK[]<0.1048576>)',
    `* 3 FETCH (UID 6 RFC822.SIZE ${Buffer.byteLength(BROKEN)} BODY[]<0> {${Buffer.byteLength(BROKEN)}}\r\n${BROKEN})\r\n{tag} OK FETCH completed`,
  ],
  ['LOGOUT', '* BYE Logging out\r\n{tag} OK LOGOUT completed'],
];

/**
 * A scripted IMAP server replaying DIALOGUE: it answers each command with the recorded answer when the command is the
 * one recorded next, and with a tagged BAD otherwise (which fails the poll), so the adapter is held to the recorded
 * exchange command by command. `heard` keeps what the client sent.
 */
function replayServer(dialogue: [string, string][]): { server: Server; heard: string[] } {
  const heard: string[] = [];
  const server = createServer((socket: Socket) => {
    let step = 0;
    let buffer = '';
    socket.write('* OK [CAPABILITY IMAP4rev1 UIDPLUS] Recorded mailbox ready\r\n');
    socket.on('data', (data) => {
      buffer += data.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const space = line.indexOf(' ');
        const tag = line.slice(0, space);
        const command = line.slice(space + 1);
        heard.push(command);
        const [expected, answer] = dialogue[step] ?? ['', ''];
        if (command !== expected) {
          socket.write(`${tag} BAD expected ${JSON.stringify(expected)}, heard ${JSON.stringify(command)}\r\n`);
          continue;
        }
        step++;
        socket.write(`${answer.replaceAll('{tag}', tag)}\r\n`);
        if (command === 'LOGOUT') socket.end();
      }
    });
  });
  return { server, heard };
}

/** Records what the poller hands to the receiver; the message with Message-ID reply-3 fails as a lost database would. */
class RecordingReceiver {
  readonly received: string[] = [];
  readonly oversize: { messageId?: string; from: string; subject: string; sizeBytes: number }[] = [];
  async receiveStream(source: Readable, transport: string): Promise<string> {
    expect(transport).toBe('imap');
    const text = Buffer.concat(await source.toArray()).toString('utf8');
    if (text.includes('<reply-3@goa.gov.in>')) throw new Error('database unreachable');
    this.received.push(text);
    return 'published';
  }
  async recordOversize(mail: { messageId?: string; from: string; subject: string; sizeBytes: number }): Promise<string> {
    this.oversize.push(mail);
    return 'oversize';
  }
}

describe('IMAP polling of the inbound mailbox (imapflow against a recorded IMAP session)', () => {
  let replay: ReturnType<typeof replayServer>;
  let port: number;

  before(async () => {
    replay = replayServer(DIALOGUE);
    await new Promise<void>((resolve) => replay.server.listen(0, '127.0.0.1', resolve));
    port = (replay.server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((resolve) => replay.server.close(() => resolve())));

  it('reads INBOUND_IMAP_URL: TLS for imaps, the default ports, the decoded credentials and the mailbox', () => {
    expect(imapSettings('imaps://portal%40goa.in:p%2Fss@imap.example.in/Replies')).toMatchObject({
      options: { host: 'imap.example.in', port: 993, secure: true, auth: { user: 'portal@goa.in', pass: 'p/ss' } },
      mailbox: 'Replies',
    });
    expect(imapSettings('imap://u:p@127.0.0.1:1143')).toMatchObject({ options: { port: 1143, secure: false }, mailbox: 'INBOX' });
  });

  it('hands each unseen message to the receiver, refuses one over 25 MB unread, marks both seen, and leaves a failed one unseen', async () => {
    const receiver = new RecordingReceiver();
    const config = { INBOUND_IMAP_URL: `imap://portal:s3cret@127.0.0.1:${port}/INBOX`, INBOUND_IMAP_POLL_SECONDS: 60 } as AppConfig;
    const poller = new InboundImapPoller(config, receiver as unknown as InboundMailReceiver);

    const handled = await poller.poll();

    expect(replay.heard).toEqual(DIALOGUE.map(([command]) => command));
    expect(handled).toBe(2);
    expect(receiver.received).toEqual([REPLY]);
    expect(receiver.oversize).toEqual([
      expect.objectContaining({ messageId: '<huge-1@goa.gov.in>', from: 'ee@goa.gov.in', subject: 'Site photos', sizeBytes: HUGE }),
    ]);
    // The failed message was fetched but never flagged: the next poll reads it again.
    expect(replay.heard.filter((c) => c.startsWith('UID STORE'))).toEqual(['UID STORE 4 +FLAGS (\\Seen)', 'UID STORE 5 +FLAGS (\\Seen)']);
  });
});
