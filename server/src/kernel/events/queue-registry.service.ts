import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { QUEUE_NAMES, type QueueName } from './queues.js';

/** Gives access to the Bull queues of QUEUE_NAMES by name. */
@Injectable()
export class QueueRegistry {
  constructor(private readonly moduleRef: ModuleRef) {}

  get(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  all(): { name: QueueName; queue: Queue }[] {
    return QUEUE_NAMES.map((name) => ({ name, queue: this.get(name) }));
  }
}
