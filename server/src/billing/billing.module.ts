import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansService } from './application/plans.service.js';
import { Plan } from './domain/plan.entity.js';
import { PlansController } from './http/plans.controller.js';
import { DefaultPlansSeeder } from './infrastructure/default-plans.seeder.js';

/** Billing: plans, orders, payments, subscriptions, invoices (DESIGN.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Plan])],
  controllers: [PlansController],
  providers: [DefaultPlansSeeder, PlansService],
  exports: [PlansService],
})
export class BillingModule {}
