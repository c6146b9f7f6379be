import { Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiProperty } from '@nestjs/swagger';
import { SuperAdmin } from '../http/access.decorators.js';
import { Answers } from '../http/answers.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { QUEUE_NAMES } from '../events/queues.js';
import { FAILED_JOBS_SHOWN, JOB_NOT_FAILED, JOB_NOT_FOUND, QUEUE_NOT_FOUND, QueuesAdminService, type QueueView } from './queues-admin.service.js';

class QueueCountsResponse {
  @ApiProperty({ example: 0 }) waiting: number;
  @ApiProperty({ example: 0 }) active: number;
  @ApiProperty({ example: 0 }) delayed: number;
  @ApiProperty({ example: 2 }) failed: number;
  @ApiProperty({ description: 'Completed jobs still kept (OUTBOX_RETENTION_DAYS)', example: 120 }) completed: number;
}

class FailedJobResponse {
  @ApiProperty({ description: "Bull's job id (the event id and the handler)", example: '5f0c…:send-complaint-ack' }) id: string;
  @ApiProperty({ description: 'The reaction the job runs', example: 'send-complaint-ack' }) name: string;
  @ApiProperty({ description: "The last attempt's error message", example: 'connect ECONNREFUSED 127.0.0.1:587' }) error: string;
  @ApiProperty({ description: 'Attempts made', example: 6 }) attemptsMade: number;
  @ApiProperty({ description: 'Attempts allowed before the job is left failed', example: 6 }) maxAttempts: number;
  @ApiProperty({ description: 'When the last attempt failed (ISO 8601)', nullable: true, type: String, example: '2026-11-28T08:00:00.000Z' })
  failedAt: string | null;
  @ApiProperty({ description: 'When the job was queued (ISO 8601)', example: '2026-11-28T07:59:00.000Z' }) createdAt: string;
}

class QueueResponse {
  @ApiProperty({ enum: QUEUE_NAMES, example: 'notifications' }) name: string;
  @ApiProperty({ type: QueueCountsResponse }) counts: QueueCountsResponse;
  @ApiProperty({ type: [FailedJobResponse], description: `The newest ${FAILED_JOBS_SHOWN} failed jobs; counts.failed gives the total` })
  failed: FailedJobResponse[];
}

class QueueListResponse {
  @ApiProperty({ type: [QueueResponse], description: 'notifications, documents, audit and projections, in that order' }) items: QueueResponse[];
}

class QueueActionResponse {
  @ApiProperty({ description: 'Jobs retried or removed', example: 3 }) count: number;
}

const QUEUE_PARAM = { name: 'queue', description: 'The queue: notifications, documents, audit or projections', example: 'notifications' };
const JOB_PARAM = { name: 'jobId', description: "The failed job's id" };

/** The queues page of superadmins (README, "Operations"): Bull's queues, their failed jobs, retry and remove. */
@ApiController('operations', 'admin/queues')
export class QueuesAdminController {
  constructor(private readonly queues: QueuesAdminService) {}

  @Get()
  @SuperAdmin()
  @ApiOperation({
    summary: 'List the queues with their job counts and failed jobs',
    description: `Superadmins only. Each Bull queue's jobs by state, and its newest ${FAILED_JOBS_SHOWN} failed jobs with their error and attempts.`,
  })
  @Answers({ ok: QueueListResponse })
  async listQueues(): Promise<{ items: QueueView[] }> {
    return { items: await this.queues.overview() };
  }

  @Post(':queue/failed/retry')
  @SuperAdmin()
  @HttpCode(200)
  @ApiParam(QUEUE_PARAM)
  @ApiOperation({
    summary: 'Retry every failed job of a queue',
    description: 'Superadmins only. Each job is put back on the queue with its attempts starting again.',
  })
  @Answers({ ok: QueueActionResponse, notFound: `NOT_FOUND: '${QUEUE_NOT_FOUND}'` })
  async retryFailedJobs(@Param('queue') queue: string): Promise<QueueActionResponse> {
    return { count: await this.queues.retryAll(queue) };
  }

  @Delete(':queue/failed')
  @SuperAdmin()
  @ApiParam(QUEUE_PARAM)
  @ApiOperation({ summary: 'Remove every failed job of a queue', description: 'Superadmins only. The jobs are deleted from Redis and never retried.' })
  @Answers({ ok: QueueActionResponse, notFound: `NOT_FOUND: '${QUEUE_NOT_FOUND}'` })
  async removeFailedJobs(@Param('queue') queue: string): Promise<QueueActionResponse> {
    return { count: await this.queues.removeAll(queue) };
  }

  @Post(':queue/failed/:jobId/retry')
  @SuperAdmin()
  @HttpCode(204)
  @ApiParam(QUEUE_PARAM)
  @ApiParam(JOB_PARAM)
  @ApiOperation({ summary: 'Retry one failed job', description: 'Superadmins only. The job goes back on its queue with its attempts starting again.' })
  @ApiNoContentResponse({ description: 'Queued again' })
  @Answers({ notFound: `NOT_FOUND: '${QUEUE_NOT_FOUND}' or '${JOB_NOT_FOUND}'`, conflict: `CONFLICT: '${JOB_NOT_FAILED}'` })
  async retryFailedJob(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<void> {
    await this.queues.retry(queue, jobId);
  }

  @Delete(':queue/failed/:jobId')
  @SuperAdmin()
  @HttpCode(204)
  @ApiParam(QUEUE_PARAM)
  @ApiParam(JOB_PARAM)
  @ApiOperation({ summary: 'Remove one failed job', description: 'Superadmins only. The job is deleted from Redis and never retried.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @Answers({ notFound: `NOT_FOUND: '${QUEUE_NOT_FOUND}' or '${JOB_NOT_FOUND}'`, conflict: `CONFLICT: '${JOB_NOT_FAILED}'` })
  async removeFailedJob(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<void> {
    await this.queues.remove(queue, jobId);
  }
}
