import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from '../http/access.decorators.js';
import { QueueRegistry } from '../events/queue-registry.service.js';
import { Answers } from '../http/answers.decorator.js';

class QueueDepth {
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
}

class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ description: 'PostgreSQL answers a query' }) database: boolean;
  @ApiProperty({ description: 'Redis answers PING' }) redis: boolean;
  @ApiProperty({
    description: 'Jobs per queue (notifications, documents, audit, projections)',
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/QueueDepth' },
  })
  queues: Record<string, QueueDepth>;
  @ApiProperty({ description: 'Outbox rows whose reactions have not all recorded their effect yet' }) outboxUnsent: number;
  @ApiProperty({ description: 'Age in seconds of the oldest outbox row not yet handled; null when none', nullable: true, type: Number })
  outboxOldestUnsentAgeSeconds: number | null;
}

@ApiTags('health')
@ApiExtraModels(QueueDepth)
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
  ) {}

  /** Liveness and dependencies: 200 when PostgreSQL and Redis answer, else 503 with the same body. */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Health of the API and its dependencies' })
  @Answers({ ok: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    let database = false;
    let outboxUnsent = 0;
    let outboxOldestUnsentAgeSeconds: number | null = null;
    try {
      const [row] = (await this.dataSource.query(
        'SELECT count(*)::int AS unsent, EXTRACT(EPOCH FROM (now() - min(created_at)))::float AS age FROM outbox WHERE done_at IS NULL',
      )) as { unsent: number; age: number | null }[];
      database = true;
      outboxUnsent = row.unsent;
      outboxOldestUnsentAgeSeconds = row.age === null ? null : Math.round(row.age * 10) / 10;
    } catch {
      // database stays false: the query failed
    }
    let redis = false;
    const queues: Record<string, QueueDepth> = {};
    try {
      const all = this.queues.all();
      await Promise.race([all[0].queue.client.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500))]);
      redis = true;
      for (const { name, queue } of all) {
        const counts = await queue.getJobCounts();
        queues[name] = { waiting: counts.waiting, active: counts.active, delayed: counts.delayed, failed: counts.failed };
      }
    } catch {
      // redis stays false: PING or the job counts failed
    }
    const status = database && redis ? 'ok' : 'degraded';
    if (status !== 'ok') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, database, redis, queues, outboxUnsent, outboxOldestUnsentAgeSeconds };
  }
}
