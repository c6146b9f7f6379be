import type { Queue } from 'bull';

/** The queues whose repeating job this process has registered: a second `start` registers nothing. */
const started = new WeakSet<Queue>();

/**
 * A job run on a cron schedule once per occurrence across every worker process (the escalation ladder, the follow-ups,
 * the alert digests, the upload clean-up): each process registers the same repeat under the job name 'run' (Bull keeps
 * one schedule per cron and zone, whoever adds it) and a processor of concurrency 1, and Bull hands each occurrence to one
 * worker. `run`'s answer is kept as the job's result (the last `keep` completed jobs, and 100 failed ones, stay for the
 * queues admin). The work itself must be safe when an occurrence runs twice (a retry). Answers false when this process
 * had already registered it.
 */
export async function scheduleRepeatingJob(
  queue: Queue,
  job: { cron: string; timeZone?: string; keep: number; run: () => Promise<Record<string, unknown>> },
): Promise<boolean> {
  if (started.has(queue)) return false;
  started.add(queue);
  void queue.process('run', 1, job.run);
  await queue.add('run', {}, { repeat: { cron: job.cron, ...(job.timeZone ? { tz: job.timeZone } : {}) }, removeOnComplete: job.keep, removeOnFail: 100 });
  return true;
}
