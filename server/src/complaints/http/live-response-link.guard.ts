import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Clock } from '../../kernel/clock/clock.js';
import { ResponseLinksService } from '../application/response-links.service.js';

/**
 * Lets a request through only for a live response link (route parameter `token`): 404 NOT_FOUND for an unknown token,
 * 410 RESPONSE_LINK_EXPIRED for an expired or revoked one (ResponseLinksService.resolve). Guards run before
 * interceptors, so an upload through a link is refused before its multipart body is read: without an account, a made-up
 * token must not make the API hold a 10 MB photo in memory.
 */
@Injectable()
export class LiveResponseLinkGuard implements CanActivate {
  constructor(
    private readonly links: ResponseLinksService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { params } = context.switchToHttp().getRequest<{ params?: { token?: string } }>();
    await this.links.resolve(params?.token ?? '', this.clock.now());
    return true;
  }
}
