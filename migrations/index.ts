import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { IdentityAccess1763800100000 } from './1763800100000-identity-access.js';
import { RoutingContacts1763800200000 } from './1763800200000-routing-contacts.js';
import { Complaints1763800300000 } from './1763800300000-complaints.js';
import { TemplatesAndMailLog1763800400000 } from './1763800400000-templates-and-mail-log.js';
import { ComplaintsDesk1763800500000 } from './1763800500000-complaints-desk.js';
import { EventEnvelope1763800600000 } from './1763800600000-event-envelope.js';
import { OutboxDelivery1763800610000 } from './1763800610000-outbox-delivery.js';
import { Billing1763800700000 } from './1763800700000-billing.js';
import { SupportAndUsers1763800800000 } from './1763800800000-support-and-users.js';
import { ComplaintsDeskPaging1763800900000 } from './1763800900000-complaints-desk-paging.js';
import { Escalation1763801000000 } from './1763801000000-escalation.js';
import { Open3111763801100000 } from './1763801100000-open311.js';
import { ComplaintIdempotencyKeys1763801200000 } from './1763801200000-complaint-idempotency-keys.js';
import { Languages1763801300000 } from './1763801300000-languages.js';
import { FixConfirmation1763801400000 } from './1763801400000-fix-confirmation.js';
import { OverdueDigests1763801410000 } from './1763801410000-overdue-digests.js';
import { PublicMap1763801500000 } from './1763801500000-public-map.js';
import { NearbyMeTooScorecards1763801600000 } from './1763801600000-nearby-me-too-scorecards.js';
import { PdfTemplateLocale1763801800000 } from './1763801800000-pdf-template-locale.js';
import { EscalationLetter1763802000000 } from './1763802000000-escalation-letter.js';
import { MapCellsVerifiedFixes1763802100000 } from './1763802100000-map-cells-verified-fixes.js';
import { OutboxNotify1763802200000 } from './1763802200000-outbox-notify.js';
import { ComplaintDeskCounts1763802210000 } from './1763802210000-complaint-desk-counts.js';
import { TableChangedNotify1763802220000 } from './1763802220000-table-changed-notify.js';
import { UsersChangedNotify1763802300000 } from './1763802300000-users-changed-notify.js';
import { OutboxWakeupAfterCommit1763802310000 } from './1763802310000-outbox-wakeup-after-commit.js';
import { ComplaintStatCounts1763802320000 } from './1763802320000-complaint-stat-counts.js';
import { ComplaintReadRevisions1763802330000 } from './1763802330000-complaint-read-revisions.js';
import { DropComplaintReadRevisions1763802400000 } from './1763802400000-drop-complaint-read-revisions.js';
import { IndexesAtScale1763802530000 } from './1763802530000-indexes-at-scale.js';
import { ComplaintReportersNotify1763803000000 } from './1763803000000-complaint-reporters-notify.js';
import { AuthorityResponses1763803100000 } from './1763803100000-authority-responses.js';
import { InboundReplies1763803200000 } from './1763803200000-inbound-replies.js';
import { Open311Integrators1763803300000 } from './1763803300000-open311-integrators.js';
import { UploadReferences1763803400000 } from './1763803400000-upload-references.js';
import { AuthLinkCaps1763803410000 } from './1763803410000-auth-link-caps.js';
import { EmailChange1763803420000 } from './1763803420000-email-change.js';
import { DocumentsInFileStorage1763803500000 } from './1763803500000-documents-in-file-storage.js';
import { TwoFactorAndDataRights1763803600000 } from './1763803600000-two-factor-and-data-rights.js';
import { GeoMismatchConfirmed1763803700000 } from './1763803700000-geo-mismatch-confirmed.js';
import { CategoryPlanTranslations1763803800000 } from './1763803800000-category-plan-translations.js';
import { AuthorityRepliesNotify1763803810000 } from './1763803810000-authority-replies-notify.js';
import { ComplaintMapCellsNotify1763803820000 } from './1763803820000-complaint-map-cells-notify.js';
import { UploadOwners1763803870133 } from './1763803870133-upload-owners.js';
import { AuthorityReplyHoldReasons1763803900129 } from './1763803900129-authority-reply-hold-reasons.js';
import { TwoFactorSessions1763804131000 } from './1763804131000-two-factor-sessions.js';
import { ComplaintDeskMonths1763804210000 } from './1763804210000-complaint-desk-months.js';
import { InboundReplyMatching1763804200137 } from './1763804200137-inbound-reply-matching.js';
import { RepliesThatAct1763804220000 } from './1763804220000-replies-that-act.js';
import { ScorecardsPerOffice1763804230000 } from './1763804230000-scorecards-per-office.js';
import { RoutingContactLanguage1763804240000 } from './1763804240000-routing-contact-language.js';
import { AreaFeeds1763804300000 } from './1763804300000-area-feeds.js';
import { ComplaintFollows1763804400000 } from './1763804400000-complaint-follows.js';
import { AreaAlerts1763804500000 } from './1763804500000-area-alerts.js';
import { ComplaintFollowUps1763804600000 } from './1763804600000-complaint-follow-ups.js';
import { HearingBackBySms1763804800000 } from './1763804800000-hearing-back-by-sms.js';
import { ComplaintResolvedSince1763804900000 } from './1763804900000-complaint-resolved-since.js';
import { WhatsAppNotificationChannel1763805000000 } from './1763805000000-whatsapp-notification-channel.js';
import { DropComplaintsStatusArchivedIndex1763805100000 } from './1763805100000-drop-complaints-status-archived-index.js';
import { MapReadModelEdgeIndexes1763805200000 } from './1763805200000-map-read-model-edge-indexes.js';
import { MapCellTotals1763805300000 } from './1763805300000-map-cell-totals.js';
import { ComplaintDeskDueMonths1763805400000 } from './1763805400000-complaint-desk-due-months.js';
import { MapNewestByCell1763805500000 } from './1763805500000-map-newest-by-cell.js';
import { ComplaintDeskDays1763805600000 } from './1763805600000-complaint-desk-days.js';
import { WhatsAppLinkCodeWindow1763805700000 } from './1763805700000-whatsapp-link-code-window.js';
import { RevokedSessions1763805800000 } from './1763805800000-revoked-sessions.js';
import { DropUnreadNotifyTriggers1763804250000 } from './1763804250000-drop-unread-notify-triggers.js';
import { WhatsAppChannel1763804700000 } from './1763804700000-whatsapp-channel.js';
import { WhatsAppLinks1763804710000 } from './1763804710000-whatsapp-links.js';

/** Every migration in order. A new migration is added here (its timestamp names its order). */
export const ALL_MIGRATIONS = [
  Foundation1763800000000,
  IdentityAccess1763800100000,
  RoutingContacts1763800200000,
  Complaints1763800300000,
  TemplatesAndMailLog1763800400000,
  ComplaintsDesk1763800500000,
  EventEnvelope1763800600000,
  OutboxDelivery1763800610000,
  Billing1763800700000,
  SupportAndUsers1763800800000,
  ComplaintsDeskPaging1763800900000,
  Escalation1763801000000,
  Open3111763801100000,
  ComplaintIdempotencyKeys1763801200000,
  Languages1763801300000,
  FixConfirmation1763801400000,
  OverdueDigests1763801410000,
  PublicMap1763801500000,
  NearbyMeTooScorecards1763801600000,
  PdfTemplateLocale1763801800000,
  EscalationLetter1763802000000,
  MapCellsVerifiedFixes1763802100000,
  OutboxNotify1763802200000,
  ComplaintDeskCounts1763802210000,
  TableChangedNotify1763802220000,
  UsersChangedNotify1763802300000,
  OutboxWakeupAfterCommit1763802310000,
  ComplaintStatCounts1763802320000,
  ComplaintReadRevisions1763802330000,
  DropComplaintReadRevisions1763802400000,
  IndexesAtScale1763802530000,
  ComplaintReportersNotify1763803000000,
  AuthorityResponses1763803100000,
  InboundReplies1763803200000,
  Open311Integrators1763803300000,
  UploadReferences1763803400000,
  AuthLinkCaps1763803410000,
  EmailChange1763803420000,
  DocumentsInFileStorage1763803500000,
  TwoFactorAndDataRights1763803600000,
  GeoMismatchConfirmed1763803700000,
  CategoryPlanTranslations1763803800000,
  AuthorityRepliesNotify1763803810000,
  ComplaintMapCellsNotify1763803820000,
  UploadOwners1763803870133,
  AuthorityReplyHoldReasons1763803900129,
  TwoFactorSessions1763804131000,
  InboundReplyMatching1763804200137,
  ComplaintDeskMonths1763804210000,
  RepliesThatAct1763804220000,
  ScorecardsPerOffice1763804230000,
  RoutingContactLanguage1763804240000,
  DropUnreadNotifyTriggers1763804250000,
  AreaFeeds1763804300000,
  ComplaintFollows1763804400000,
  AreaAlerts1763804500000,
  ComplaintFollowUps1763804600000,
  WhatsAppChannel1763804700000,
  WhatsAppLinks1763804710000,
  HearingBackBySms1763804800000,
  ComplaintResolvedSince1763804900000,
  WhatsAppNotificationChannel1763805000000,
  DropComplaintsStatusArchivedIndex1763805100000,
  MapReadModelEdgeIndexes1763805200000,
  MapCellTotals1763805300000,
  ComplaintDeskDueMonths1763805400000,
  MapNewestByCell1763805500000,
  ComplaintDeskDays1763805600000,
  WhatsAppLinkCodeWindow1763805700000,
  RevokedSessions1763805800000,
];
