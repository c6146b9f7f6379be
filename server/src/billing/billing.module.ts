import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Plan } from './domain/plan.entity.js';
import { DefaultPlansSeeder } from './infrastructure/default-plans.seeder.js';

/** Billing: plans, orders, payments, subscriptions, invoices (DESIGN.md). */
@Module({ imports: [TypeOrmModule.forFeature([Plan])], providers: [DefaultPlansSeeder], exports: [TypeOrmModule] })
export class BillingModule {}
