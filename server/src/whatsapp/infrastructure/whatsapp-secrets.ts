import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../kernel/config/app-config.js';
import { whatsappConfigured } from './graph-api.client.js';

/**
 * The webhook's secrets: WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN when WhatsApp is configured; in simulator
 * mode a secret generated when the process starts, with which the simulator signs its deliveries as Meta does (it
 * signs and the webhook code verifies in the same process, so no other process needs it), and no verify token (GET
 * verification is refused: there is no Meta to verify).
 */
@Injectable()
export class WhatsAppSecrets {
  readonly appSecret: string;
  readonly verifyToken: string | null;
  readonly simulated: boolean;

  constructor(config: AppConfig) {
    this.simulated = !whatsappConfigured(config);
    this.appSecret = this.simulated ? randomBytes(32).toString('hex') : config.WHATSAPP_APP_SECRET!;
    this.verifyToken = this.simulated ? null : config.WHATSAPP_VERIFY_TOKEN!;
    const set = [config.WHATSAPP_ACCESS_TOKEN, config.WHATSAPP_PHONE_NUMBER_ID, config.WHATSAPP_APP_SECRET, config.WHATSAPP_VERIFY_TOKEN].filter(
      Boolean,
    ).length;
    // Some but not all: a typo in a deployment's environment would otherwise leave the simulator on unnoticed.
    if (set > 0 && set < 4)
      new Logger('WhatsApp').warn(`Only ${set} of the 4 WHATSAPP_* variables are set: the WhatsApp simulator runs instead of the Cloud API`);
  }
}
