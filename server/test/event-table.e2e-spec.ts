import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EventSubscriptions, type SubscriptionDescription } from '../src/kernel/events/event-subscriptions.js';
import type { EventJobData } from '../src/kernel/events/outbox-relay.service.js';
import { QueueWorker } from '../src/kernel/events/queue-worker.service.js';
import { QUEUE_NAMES } from '../src/kernel/events/queues.js';
import { REPO_ROOT } from '../src/kernel/paths.js';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const ARCHITECTURE = join(REPO_ROOT, 'docs', 'architecture.md');
const HEADER = ['event (raised by)', 'reactions (queue)'];
const EVERY_EVENT = 'every event';

/**
 * The context that raises each event: the string values of what `<context>/domain/events/*.events.ts` exports (each
 * context's `as const` object of event names, e.g. ComplaintEvent).
 */
async function raisingContexts(): Promise<Map<string, string>> {
  const raisedBy = new Map<string, string>();
  for (const context of readdirSync(SRC_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const eventsDir = join(SRC_DIR, context.name, 'domain', 'events');
    let files: string[];
    try {
      files = readdirSync(eventsDir).filter((f) => f.endsWith('.events.js'));
    } catch {
      continue;
    }
    for (const file of files) {
      const exported = (await import(pathToFileURL(join(eventsDir, file)).href)) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (!value || typeof value !== 'object') continue;
        for (const name of Object.values(value)) if (typeof name === 'string' && /^[A-Z][A-Za-z]+$/.test(name)) raisedBy.set(name, context.name);
      }
    }
  }
  return raisedBy;
}

/** The rows of the event table as the registry gives them: one per event with reactions of its own, then every event. */
function expectedRows(subscriptions: SubscriptionDescription[], raisedBy: Map<string, string>): string[][] {
  const queueOrder = (s: SubscriptionDescription) => QUEUE_NAMES.indexOf(s.queue);
  const reactions = (list: SubscriptionDescription[]) =>
    [...list]
      .sort((a, b) => queueOrder(a) - queueOrder(b) || a.handler.localeCompare(b.handler))
      .map((s) => `\`${s.handler}\` (${s.queue})`)
      .join(', ');
  const byEvent = new Map<string, SubscriptionDescription[]>();
  for (const s of subscriptions) if (s.event !== '*') byEvent.set(s.event, [...(byEvent.get(s.event) ?? []), s]);
  const events = [...byEvent.keys()].sort((a, b) => (raisedBy.get(a) ?? '').localeCompare(raisedBy.get(b) ?? '') || a.localeCompare(b));
  const rows = events.map((event) => [`\`${event}\` (${raisedBy.get(event) ?? 'unknown context'})`, reactions(byEvent.get(event)!)]);
  const everyEvent = subscriptions.filter((s) => s.event === '*');
  if (everyEvent.length) rows.push([EVERY_EVENT, reactions(everyEvent)]);
  return rows;
}

/** The cells of the first table under the heading `### Events` whose header is HEADER, padding trimmed. */
function documentedRows(markdown: string): string[][] {
  const section = markdown.split(/^### Events$/m)[1]?.split(/^#{1,3} /m)[0] ?? '';
  const lines = section.split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const start = lines.findIndex((line) => line.trim().startsWith('|') && cells(line).join('|') === HEADER.join('|'));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

function markdownTable(rows: string[][]): string {
  return [HEADER, HEADER.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

describe('docs/architecture.md lists every event reaction the application registers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('the event table of the Events section is the subscription registry, row for row', async () => {
    const subscriptions = t.app.get(EventSubscriptions).describe();
    const raisedBy = await raisingContexts();
    const unknown = subscriptions.filter((s) => s.event !== '*' && !raisedBy.has(s.event)).map((s) => s.event);
    expect(unknown).toEqual([]);
    const expected = expectedRows(subscriptions, raisedBy);
    const documented = documentedRows(readFileSync(ARCHITECTURE, 'utf8'));
    if (JSON.stringify(documented) !== JSON.stringify(expected)) {
      console.log(
        `\n${basename(ARCHITECTURE)}, section "Events", should hold this table (paste it, then run prettier --write docs/architecture.md):\n\n${markdownTable(expected)}\n`,
      );
    }
    expect(documented).toEqual(expected);
  });
});

describe('Jobs queued under an earlier queue layout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('a projection job left on the audit queue (where projections ran before) runs its reaction once', async () => {
    const eventId = randomUUID();
    // Only the fields the map-cells reaction reads: the complaint does not exist, so the cells stay as they are.
    const job: { data: EventJobData } = {
      data: {
        eventId,
        eventName: 'ComplaintDeleted',
        payload: { complaintId: `GOA-0000-${eventId.slice(0, 6)}` } as EventJobData['payload'],
        audit: { context: 'complaints', actorId: null, actorEmail: null, entityType: 'complaint', entityId: null },
        occurredAt: new Date().toISOString(),
        handler: 'map-cells-on-deleted',
      },
    };
    await t.app.get(QueueWorker).handle('audit', job);
    await t.app.get(QueueWorker).handle('audit', { ...job, attemptsMade: 1 });
    const marks = await t.app.get(DataSource).query('SELECT handler FROM processed_events WHERE event_id = $1', [eventId]);
    expect(marks).toEqual([{ handler: 'map-cells-on-deleted' }]);
  });
});
