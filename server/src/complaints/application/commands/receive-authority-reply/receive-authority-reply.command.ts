import { Command } from '@nestjs/cqrs';
import type { AuthorityAction, ReplyHoldReason } from '@civic/contracts';

/**
 * One attachment of an emailed reply, as a file the inbound mail adapter wrote (its content decoded): read only while
 * the command runs, the adapter deleting it afterwards. A file rather than bytes, so that a 25 MB email's attachments
 * never sit in memory together.
 */
export interface ReplyAttachment {
  filename: string;
  /** The type the email declared (checked again by content when kept as a photo). */
  contentType: string;
  /** Absolute path of the file. */
  path: string;
  sizeBytes: number;
}

/** An email reply to a complaint's reply address, as the inbound mail adapter read it. */
export interface AuthorityReplyData {
  /**
   * The key of the address `reply+{replyKey}@…` it was sent to (case ignored), or of the email it answers (its
   * In-Reply-To or References, for a reply to the portal's sender address); null when neither named one.
   */
  replyKey: string | null;
  /**
   * The complaints' public ids (GOA-YYYY-NNNNNN) its subject names, tried when `replyKey` is null: the reply goes to
   * the one complaint among them of which the sender is a recipient; none or several, and it matches nothing.
   */
  subjectComplaintIds: readonly string[];
  /** The email's Message-ID: a reply is recorded once per Message-ID. */
  messageId: string;
  /** The sender's address. */
  fromAddress: string;
  /** The email's subject ('' when none): the officer's acknowledgement answers `Re:` it. */
  subject?: string;
  /** The reply's own words (quoted history and signature already removed). */
  text: string;
  attachments: readonly ReplyAttachment[];
  receivedAt: Date;
  /**
   * Whether the From: domain was authenticated when the mail was received (DMARC, aligned SPF or DKIM, or a trusted
   * upstream's Authentication-Results; or not checked, INBOUND_REQUIRE_AUTH=false), and the checks' results in a line.
   */
  authentication: { authenticated: boolean; summary: string };
}

/**
 * What became of a reply: `published` (in the history, the reporter emailed), `held` (waiting for an admin),
 * `empty` (neither words nor photos) or `unknown_key` (no complaint has that key, and the subject names no complaint of
 * the sender's). A Message-ID already recorded answers
 * what became of it then (published, or held for a reply held or discarded). `dropped` lists the attachments not kept, each 'name (reason)'.
 */
export interface AuthorityReplyOutcome {
  outcome: 'published' | 'held' | 'empty' | 'unknown_key';
  complaintPublicId: string | null;
  dropped: string[];
  /** Why a held reply waits for an admin; null unless `held`. */
  heldReason: ReplyHoldReason | null;
  /** What a reply published now recorded: the action its first words named, or 'message' (docs/adr/0138). */
  action?: AuthorityAction;
}

/**
 * Records an authority's email reply on the complaint its reply key belongs to (docs/adr/0095-inbound-replies-by-email.md):
 * image attachments become after-photos (checked and cleaned like any upload), other attachments are dropped and listed.
 * A reply to a live link's key, from one of the complaint's recipients, whose From: domain was authenticated, is
 * published at once as 'Reply from {authority}'; any other is held for an admin with its reason
 * (docs/adr/0129-authenticated-replies.md).
 */
export class ReceiveAuthorityReplyCommand extends Command<AuthorityReplyOutcome> {
  constructor(readonly reply: AuthorityReplyData) {
    super();
  }
}
