import type { ComplaintChannel } from '../domain/complaint.entity.js';
import { Injectable } from '@nestjs/common';
import { Messages } from '@civic/contracts';
import { CategoriesService } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import { Clock } from '../../kernel/clock/clock.js';
import type { Complaint } from '../domain/complaint.entity.js';
import { AuthorityRepliesService } from './authority-replies.service.js';
import { ComplaintPlaces } from './complaint-places.service.js';
import type { ComplaintWithSteps, DeskComplaintRow } from './complaint-rows.service.js';
import { EscalationLadder } from './escalation-ladder.service.js';
import { toComplaintView, type ComplaintView } from './complaint.view.js';

import type { ReturnedNote } from '../domain/complaint.entity.js';
import { ResponseLinksService, toResponseLinkView, type ResponseLinkView } from './response-links.service.js';
/**
 * A complaint as the admin complaints desk reads it (admin spec section 3): the reporter's read shape plus
 * `createdBy.email`, the reporter's current email. Admins see it also for anonymous complaints (anonymity hides
 * the reporter from the authority, not from the desk); null once the reporter's account was deleted. An Open311
 * complaint filed for an email and not claimed yet shows that person's name and email.
 */
export interface AdminComplaintView extends ComplaintView {
  /** `name` is the reporter's name, or 'Deleted user' once the account was deleted (`deleted` true, email null). */
  createdBy: { email: string | null; name: string; deleted: boolean };
  /** What the authority said when it returned the complaint as not its jurisdiction; null unless returned. */
  returned: ReturnedNote | null;
  /** The authorities' response links (never their tokens). */
  responseLinks: ResponseLinkView[];
  /** Email replies from senders other than the complaint's recipients waiting for an admin ('1 reply to review'). */
  repliesToReview: number;
  /** How the complaint reached the portal: web, open311 or whatsapp. */
  channel: ComplaintChannel;
}

/**
 * Builds admin views for complaints already loaded: the category names and the reporters are fetched in one
 * batch each (CategoriesService.findByKeys, UserAccountsService.contactsOf), as are the escalation steps
 * (EscalationLadder.stepsOf), never one query per complaint.
 */
@Injectable()
export class AdminComplaintViewsService {
  constructor(
    private readonly categories: CategoriesService,
    private readonly users: UserAccountsService,
    private readonly ladder: EscalationLadder,
    private readonly clock: Clock,
    private readonly places: ComplaintPlaces,
    private readonly links: ResponseLinksService,
    private readonly replies: AuthorityRepliesService,
  ) {}

  /** Views of `complaints`, in the same order. */
  async toViews(complaints: readonly Complaint[]): Promise<AdminComplaintView[]> {
    if (complaints.length === 0) return [];
    const steps = await this.ladder.stepsOf(complaints.map((c) => c.id));
    return this.toViewsOf(complaints.map((complaint) => ({ complaint, steps: steps.get(complaint.id) ?? [] })));
  }

  /**
   * Views of complaints read with their steps (ComplaintRowsService), in the same order: their response links and held
   * replies in one statement each.
   */
  async toViewsOf(rows: readonly ComplaintWithSteps[]): Promise<AdminComplaintView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.complaint.id);
    const now = this.clock.now();
    const [links, held] = await Promise.all([this.links.ofComplaints(ids, now), this.replies.heldCounts(ids)]);
    return this.build(
      rows.map((r) => ({ ...r, responseLinks: links.get(r.complaint.id) ?? [], repliesToReview: held.get(r.complaint.id) ?? 0 })),
      now,
    );
  }

  /** Views of a desk page read with DESK_COMPLAINT_COLUMNS (ComplaintRowsService.readDesk), in the same order. */
  toDeskViews(rows: readonly DeskComplaintRow[]): Promise<AdminComplaintView[]> {
    const now = this.clock.now();
    return this.build(
      rows.map((r) => ({ ...r, responseLinks: r.links.map((l) => toResponseLinkView(l, now)) })),
      now,
    );
  }

  /**
   * The views: reporters from the identity context's cache (one statement for those not cached), category names and
   * places from memory.
   */
  private async build(
    rows: readonly (ComplaintWithSteps & { responseLinks: ResponseLinkView[]; repliesToReview: number })[],
    now: Date,
  ): Promise<AdminComplaintView[]> {
    if (rows.length === 0) return [];
    const complaints = rows.map((r) => r.complaint);
    const [names, reporters, places] = await Promise.all([
      this.categories.findByKeys(complaints.map((c) => c.categoryKey)),
      this.users.contactsOf(complaints.map((c) => c.reporterId).filter((id): id is string => id !== null)),
      this.places.all(complaints),
    ]);
    return rows.map(({ complaint: c, steps, responseLinks, repliesToReview }, i) => {
      const reporter = c.reporterId ? reporters.get(c.reporterId) : undefined;
      // The desk's fields are added to the fresh view rather than copying its thirty-odd properties into another object.
      return Object.assign(toComplaintView(c, names.get(c.categoryKey)?.name, steps, now, places[i]), {
        // An Open311 complaint filed for an email and not claimed yet names the person the integrator gave.
        createdBy: reporter
          ? { email: reporter.email, name: reporter.name, deleted: false }
          : !c.reporterId && c.contact
            ? { email: c.contact.email, name: `${c.contact.firstName} ${c.contact.lastName}`.trim() || c.contact.email, deleted: false }
            : { email: null, name: Messages.admin.users.deletedUser, deleted: true },
        returned: c.returnedAt ? c.returnedNote : null,
        responseLinks,
        repliesToReview,
        channel: c.channel,
      });
    });
  }

  /** The view of one complaint. */
  async toView(complaint: Complaint): Promise<AdminComplaintView> {
    const [view] = await this.toViews([complaint]);
    return view;
  }
}
