import { Injectable } from '@nestjs/common';
import { ServerKeys } from '../../identity/public.js';

/** The HKDF label of the response-link key: changing it invalidates every response link. */
export const RESPONSE_LINK_KEY_LABEL = 'response-link-tokens';

/** The key response tokens are derived with (deriveResponseToken), from the server's secret. */
@Injectable()
export class ResponseLinkKeys {
  constructor(private readonly serverKeys: ServerKeys) {}

  key(): Promise<Buffer> {
    return this.serverKeys.key(RESPONSE_LINK_KEY_LABEL);
  }
}
