import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { toRespondPageView, type RespondPageView } from '../../respond-page.view.js';
import { ResponseLinksService } from '../../response-links.service.js';
import { GetResponsePageQuery } from './get-response-page.query.js';

/** The response page: the link resolved at the Clock's time, the complaint's view and the address's inbox. */
@QueryHandler(GetResponsePageQuery)
export class GetResponsePageHandler implements IQueryHandler<GetResponsePageQuery> {
  constructor(
    private readonly links: ResponseLinksService,
    private readonly views: ReporterComplaintViewsService,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetResponsePageQuery): Promise<RespondPageView> {
    const now = this.clock.now();
    const { link, complaint } = await this.links.resolve(token, now);
    const [view, inbox] = await Promise.all([this.views.toView(complaint), this.links.inbox(link, now)]);
    return toRespondPageView(view, link, inbox);
  }
}
