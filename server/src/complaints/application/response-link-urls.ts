import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { CarriedResponseLink } from '../domain/events/complaint.events.js';
import { deriveResponseToken } from '../domain/response-link.entity.js';
import { ResponseLinkKeys } from './response-link-keys.js';

/**
 * The response URL `{PUBLIC_URL}/respond/{token}` of a link an event carries, derived from its seed with the server's
 * response-link key (docs/adr/0090-authority-response-links.md). No read and no write: the letter and the emails print
 * the link the forward, escalation or reopen issued in its own transaction (docs/adr/0134-forwarding-runs-one-way.md),
 * and the token never travels in an event.
 */
@Injectable()
export class ResponseLinkUrls {
  constructor(
    private readonly keys: ResponseLinkKeys,
    private readonly config: AppConfig,
  ) {}

  async url(link: CarriedResponseLink): Promise<string> {
    return `${this.config.publicUrl}/respond/${deriveResponseToken(await this.keys.key(), link.tokenSeed).token}`;
  }
}
