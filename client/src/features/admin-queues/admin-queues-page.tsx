import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { messageFor } from '../../api';
import {
  type FailedJobResponse,
  type QueueResponse,
  useListQueuesQuery,
  useRemoveFailedJobMutation,
  useRemoveFailedJobsMutation,
  useRetryFailedJobMutation,
  useRetryFailedJobsMutation,
} from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage } from '../../components/ui/page';
import { formatDateTime, formatNumber } from '../../i18n/format';

/** The job states shown for each queue, in the order a job passes through them. */
const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
/** The queues the server names (GET /api/admin/queues), each with a translated title. */
const QUEUE_NAMES = ['notifications', 'documents', 'audit', 'projections'] as const;
type KnownQueue = (typeof QUEUE_NAMES)[number];

function isKnownQueue(name: string): name is KnownQueue {
  return (QUEUE_NAMES as readonly string[]).includes(name);
}

/** One queue: its counts by state, its failed jobs, and the retry/remove actions on one or all of them. */
function QueueSection({ queue, onRemoveOne, onRemoveAll }: { queue: QueueResponse; onRemoveOne: (job: FailedJobResponse) => void; onRemoveAll: () => void }) {
  const { t } = useTranslation(['admin-queues']);
  const [retryOne] = useRetryFailedJobMutation();
  const [retryAll, retryingAll] = useRetryFailedJobsMutation();
  const title = isKnownQueue(queue.name) ? t(`queueNames.${queue.name}`) : queue.name;
  const headingId = `queue-${queue.name}`;
  const retryEvery = async () => {
    try {
      const { count } = await retryAll({ queue: queue.name }).unwrap();
      toast.success(t('retriedAll', { count }));
    } catch (error) {
      toast.error(messageFor(error, t('retryFailed')));
    }
  };

  return (
    <section className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby={headingId} data-testid="queue-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {queue.counts.failed > 0 && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" disabled={retryingAll.isLoading} onClick={() => void retryEvery()}>
              {t('retryAll')}
            </button>
            <button type="button" className="btn btn-danger" onClick={onRemoveAll}>
              {t('removeAll')}
            </button>
          </div>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t('countsLabel', { queue: title })}>
        {STATES.map((state) => (
          <div key={state} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{t(`states.${state}`)}</dt>
            <dd className="text-xl font-semibold text-slate-900" data-testid={`count-${state}`}>
              {formatNumber(queue.counts[state])}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{t('failedTitle')}</h3>
      {queue.failed.length < queue.counts.failed && (
        <p className="mt-1 text-sm text-slate-600">{t('moreFailed', { shown: formatNumber(queue.failed.length), total: formatNumber(queue.counts.failed) })}</p>
      )}
      <DataTable
        label={t('tableLabel', { queue: title })}
        className="mt-3"
        columns={[t('columns.job'), t('columns.error'), t('columns.attempts'), t('columns.failedAt'), t('columns.actions')]}
        empty={queue.failed.length === 0 ? t('noFailed') : undefined}
      >
        {queue.failed.map((job) => (
          <tr key={job.id} data-testid="failed-job-row">
            <td className="px-3 py-2 align-top">
              <span className="font-semibold break-words text-slate-800">{job.name}</span>
              <span className="block font-mono text-xs break-all text-slate-600">{job.id}</span>
            </td>
            <td className="px-3 py-2 align-top font-mono text-xs break-words text-red-800">{job.error}</td>
            <td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">
              {t('attempts', { made: formatNumber(job.attemptsMade), max: formatNumber(job.maxAttempts) })}
            </td>
            <td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">{job.failedAt ? formatDateTime(job.failedAt) : ''}</td>
            <td className="px-3 py-2 align-top">
              <RowActions
                actions={[
                  {
                    text: t('retry'),
                    label: t('retryLabel', { job: job.name }),
                    onClick: () => void toastOutcome(() => retryOne({ queue: queue.name, jobId: job.id }).unwrap(), t('retried'), t('retryFailed')),
                  },
                  { text: t('remove'), label: t('removeLabel', { job: job.name }), onClick: () => onRemoveOne(job), tone: 'danger' },
                ]}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/**
 * Queues (/admin/queues, superadmins): every background job queue's jobs by state and its failed jobs with their
 * error and attempts; retry or remove one failed job, or all of a queue's (removal after a confirm).
 */
export function AdminQueuesPage() {
  const { t } = useTranslation(['admin-queues', 'common']);
  const list = useListQueuesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [removeOne] = useRemoveFailedJobMutation();
  const [removeAll] = useRemoveFailedJobsMutation();
  const removing = usePending<{ queue: string; job: FailedJobResponse }>();
  const removingAll = usePending<QueueResponse>();
  const queueTitle = (name: string) => (isKnownQueue(name) ? t(`queueNames.${name}`) : name);

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('refresh')}
        </button>
      </div>
      <ListStatus query={list} failure={messageFor(list.error, t('loadFailed'))} loading={t('loading')} />
      {list.data?.items.map((queue) => (
        <QueueSection
          key={queue.name}
          queue={queue}
          onRemoveOne={(job) => removing.ask({ queue: queue.name, job })}
          onRemoveAll={() => removingAll.ask(queue)}
        />
      ))}
      <ConfirmDialog
        open={removing.pending !== null}
        title={t('confirmRemove.title')}
        message={removing.pending ? t('confirmRemove.message', { job: removing.pending.job.name }) : ''}
        confirmLabel={t('confirmRemove.confirm')}
        tone="danger"
        onConfirm={() =>
          removing.confirm(({ queue, job }) => toastOutcome(() => removeOne({ queue, jobId: job.id }).unwrap(), t('removed'), t('removeFailed')))
        }
        onCancel={removing.cancel}
      />
      <ConfirmDialog
        open={removingAll.pending !== null}
        title={t('confirmRemoveAll.title')}
        message={
          removingAll.pending ? t('confirmRemoveAll.message', { count: removingAll.pending.counts.failed, queue: queueTitle(removingAll.pending.name) }) : ''
        }
        confirmLabel={t('confirmRemoveAll.confirm')}
        tone="danger"
        onConfirm={() =>
          removingAll.confirm(async (queue) => {
            try {
              const { count } = await removeAll({ queue: queue.name }).unwrap();
              toast.success(t('removedAll', { count }));
            } catch (error) {
              toast.error(messageFor(error, t('removeFailed')));
            }
          })
        }
        onCancel={removingAll.cancel}
      />
    </AdminPage>
  );
}
