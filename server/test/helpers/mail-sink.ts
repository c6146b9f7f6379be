import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually, freePort } from './test-app.js';

/**
 * A real SMTP server on a free loopback port that keeps every message it receives, parsed: the recipient's inbox.
 * Tests that need a one-time link or code read it here, as its recipient would, never from the sent-mail log, which
 * keeps the message with its secrets redacted (docs/adr/0132-mail-log-secrets-export-and-erasure.md). Pass `url` as the
 * app's SMTP_URL.
 */
export interface MailSink {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const received: ParsedMail[] = [];
  const port = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Whether a received message was addressed to `email` (To or Cc). */
function addressedTo(mail: ParsedMail, email: string): boolean {
  const lists = [mail.to, mail.cc].flat().filter((a) => a !== undefined);
  return lists.some((list) => list.value.some((a) => a.address?.toLowerCase() === email.toLowerCase()));
}

/** Waits until `count` messages to `email` whose text contains `containing` have arrived, and returns the last of them. */
export async function deliveredTo(sink: MailSink, email: string, containing: string, count = 1): Promise<ParsedMail> {
  const found = await eventually(async () => {
    const matching = sink.received.filter((m) => addressedTo(m, email) && (m.text ?? '').includes(containing));
    return matching.length >= count ? matching : null;
  });
  return found[count - 1];
}

/** Waits until the message with this Message-ID has arrived, and returns it. */
export async function deliveredWithId(sink: MailSink, messageId: string): Promise<ParsedMail> {
  return eventually(async () => sink.received.find((m) => m.messageId === messageId) ?? null);
}
