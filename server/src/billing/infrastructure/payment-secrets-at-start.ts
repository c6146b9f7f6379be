import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { StorePaymentSecretsCommand } from '../application/commands/store-payment-secrets/store-payment-secrets.command.js';

/**
 * Sends StorePaymentSecretsCommand when the application starts (API, worker, or any context of AppModule), before it
 * takes any request or job, so that PaymentSignatures only reads the generated secrets.
 */
@Injectable()
export class PaymentSecretsAtStart implements OnApplicationBootstrap {
  constructor(private readonly commands: CommandBus) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.commands.execute(new StorePaymentSecretsCommand());
  }
}
