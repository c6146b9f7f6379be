import { Module } from '@nestjs/common';

/** Complaints: filing, photos and uploads, quota, status history, archive (DESIGN.md). */
@Module({})
export class ComplaintsModule {}
