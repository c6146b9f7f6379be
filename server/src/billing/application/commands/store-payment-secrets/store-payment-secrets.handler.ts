import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../../kernel/config/app-config.js';
import { storedSecret } from '../../../../kernel/config/app-secrets.js';
import { KEY_SECRET_SETTING, WEBHOOK_SECRET_SETTING } from '../../payment-signatures.service.js';
import { StorePaymentSecretsCommand } from './store-payment-secrets.command.js';

/**
 * For each Razorpay secret not configured, a random one (32 bytes, hex) is stored once in app_settings, encrypted with
 * the app's encryption key (storedSecret: INSERT ... ON CONFLICT DO NOTHING, so every process of a deployment ends up
 * with the first one stored; a value an earlier version stored in plain text is sealed in place). PaymentSignatures
 * reads them.
 */
@CommandHandler(StorePaymentSecretsCommand)
export class StorePaymentSecretsHandler implements ICommandHandler<StorePaymentSecretsCommand> {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(): Promise<string[]> {
    const settings = [
      ...(this.config.RAZORPAY_KEY_SECRET ? [] : [KEY_SECRET_SETTING]),
      ...(this.config.RAZORPAY_WEBHOOK_SECRET ? [] : [WEBHOOK_SECRET_SETTING]),
    ];
    for (const setting of settings) await storedSecret(this.dataSource, this.config, setting, () => randomBytes(32).toString('hex'));
    return settings;
  }
}
