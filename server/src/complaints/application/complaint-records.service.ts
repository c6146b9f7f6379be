import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CategoriesService } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { Complaint } from '../domain/complaint.entity.js';
import { ComplaintEscalationStep } from '../domain/escalation-step.entity.js';
import { mapUrlOf } from './complaint.view.js';

/**
 * What an authority may learn of a complaint (admin spec sections 3 and 4; the letter and the forward email).
 * `reporter` is null for an anonymous complaint (and when the reporter's account no longer exists): the authority
 * never sees an anonymous reporter's name, email or phone.
 */
export interface ComplaintForAuthority {
  /** Internal uuid (documents rendered for the complaint reference it). */
  id: string;
  /** Public id, 'GOA-2026-000123'. */
  complaintId: string;
  title: string;
  categoryKey: string;
  /** The category's name; its key when the category was deleted. */
  categoryName: string;
  /** The issue; 'Other: <text>' for an issue described under Other. */
  subcategory: string;
  description: string;
  location: string;
  landmark: string;
  urgency: string;
  /** Filing time, ISO 8601. */
  submittedDate: string;
  /** Degrees, 6 decimals. */
  coordinates: { lat: number; lng: number; outsideBounds: boolean };
  /** OpenStreetMap link at 6 decimals and zoom 18. */
  mapUrl: string;
  /** Absolute photo URLs (local photos prefixed with PUBLIC_URL). */
  photos: string[];
  anonymous: boolean;
  reporter: { name: string; email: string; phone: string } | null;
  /** ISO 8601: the latest forward; null when never forwarded. */
  forwardedAt: string | null;
  /** ISO 8601: the due date; null before forwarding. */
  dueAt: string | null;
  /** ISO 8601: when the ladder's reminder went to the level-0 authority; null when none was sent. */
  reminderAt: string | null;
  /** The authority the complaint was forwarded to, primary first (level 0). */
  authorityRecipients: { authorityEmail: string; authorityName: string; authorityDesignation: string; authorityDepartment: string }[];
  /** Citizens who said 'Me too', the reporter not counted. */
  supportCount: number;
}

/** What the reporter's RTI application needs. */
export interface ComplaintForRti extends ComplaintForAuthority {
  reporterId: string | null;
  escalationLevel: number;
  /** Ladder steps, oldest first; `at` ISO 8601. */
  steps: { level: number; kind: string; at: string; recipients: string[] }[];
}

/** What the reporter's status email needs (template complaint_update). `reporter` is null once the account is gone. */
export interface ComplaintForReporter {
  complaintId: string;
  title: string;
  /** The category's key, the same in every language. */
  categoryKey: string;
  /** The category's English name (the key when the category was deleted). */
  /** The current status. */
  status: string;
  categoryName: string;
  location: string;
  /** The reporter's account (id, for the channels they chose), or null for a deleted or unclaimed one. */
  reporter: { id: string; name: string; email: string } | null;
  /**
   * An Open311 complaint filed for an email and not claimed yet: that person (their emails are capped per key) and
   * the key. Null otherwise.
   */
  unclaimedContact: { name: string; email: string; apiKeyId: string } | null;
}

/**
 * Read access to complaints for the workers (documents, notifications), exported by ComplaintsModule: they react to
 * complaint events whose payloads carry ids only, and read here what their letter or email prints. Applies the
 * anonymity rule in one place.
 */
@Injectable()
export class ComplaintRecordsService {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    @InjectRepository(ComplaintEscalationStep) private readonly steps: Repository<ComplaintEscalationStep>,
    private readonly categories: CategoriesService,
    private readonly users: UserAccountsService,
    private readonly config: AppConfig,
  ) {}

  /** The complaint as an authority may see it; null when it was deleted. */
  async forAuthority(complaintId: string): Promise<ComplaintForAuthority | null> {
    const c = await this.complaints.findOne({ where: { publicId: complaintId } });
    if (!c) return null;
    const [category, reporter, reminder] = await Promise.all([
      this.categories.findByKeys([c.categoryKey]),
      c.anonymous || !c.reporterId ? null : this.users.getProfile(c.reporterId),
      this.steps.findOne({ where: { complaintId: c.id, level: 0, kind: 'reminder' } }),
    ]);
    const forwarded = c.updates.filter((u) => u.status === 'forwarded').at(-1);
    return {
      id: c.id,
      complaintId: c.publicId,
      title: c.title,
      categoryKey: c.categoryKey,
      categoryName: category.get(c.categoryKey)?.name ?? c.categoryKey,
      subcategory: c.otherText ? `${c.subcategory}: ${c.otherText}` : c.subcategory,
      description: c.description,
      location: c.location,
      landmark: c.landmark,
      urgency: c.urgency,
      submittedDate: c.createdAt.toISOString(),
      coordinates: { lat: c.lat, lng: c.lng, outsideBounds: c.outsideBounds },
      mapUrl: mapUrlOf(c),
      photos: c.photos.map((url) => this.absolute(url)),
      anonymous: c.anonymous,
      reporter: reporter
        ? { name: reporter.name, email: reporter.email, phone: reporter.phone }
        : !c.anonymous && c.contact
          ? { name: `${c.contact.firstName} ${c.contact.lastName}`.trim(), email: c.contact.email, phone: c.contact.phone }
          : null,
      forwardedAt: forwarded?.date ?? null,
      dueAt: c.dueAt ? c.dueAt.toISOString() : null,
      reminderAt: reminder ? reminder.at.toISOString() : null,
      authorityRecipients: c.authorityRecipients.map((r) => ({ ...r })),
      supportCount: c.supportCount,
    };
  }

  /**
   * What the reporter's RTI application prints: the complaint as the authority sees it, but with the
   * reporter's own name, email and phone (the applicant is the reporter, anonymous or not), the reporter's id and the
   * escalation level reached, and the ladder's steps. Null when the complaint does not exist.
   */
  async forRti(publicId: string): Promise<ComplaintForRti | null> {
    const c = await this.complaints.findOne({
      where: {
        publicId: String(publicId ?? '')
          .trim()
          .toUpperCase(),
      },
    });
    if (!c) return null;
    const base = await this.forAuthority(c.publicId);
    if (!base) return null;
    const [reporter, steps] = await Promise.all([
      c.reporterId ? this.users.getProfile(c.reporterId) : null,
      this.steps.find({ where: { complaintId: c.id }, order: { at: 'ASC' } }),
    ]);
    return {
      ...base,
      reporterId: c.reporterId,
      escalationLevel: c.escalationLevel,
      reporter: reporter ? { name: reporter.name, email: reporter.email, phone: reporter.phone } : null,
      steps: steps.map((s) => ({ level: s.level, kind: s.kind, at: s.at.toISOString(), recipients: s.recipients.map((r) => r.authorityEmail) })),
    };
  }

  /** The complaint as its reporter's status email prints it; null when it was deleted. */
  async forReporter(complaintId: string): Promise<ComplaintForReporter | null> {
    const c = await this.complaints.findOne({ where: { publicId: complaintId } });
    if (!c) return null;
    const [category, reporter] = await Promise.all([this.categories.findByKeys([c.categoryKey]), c.reporterId ? this.users.getProfile(c.reporterId) : null]);
    return {
      complaintId: c.publicId,
      title: c.title,
      categoryKey: c.categoryKey,
      status: c.status,
      categoryName: category.get(c.categoryKey)?.name ?? c.categoryKey,
      location: c.location,
      reporter: reporter ? { id: reporter.id, name: reporter.name, email: reporter.email } : null,
      unclaimedContact:
        !c.reporterId && c.contact && c.apiKeyId ? { name: c.contact.firstName || c.contact.email, email: c.contact.email, apiKeyId: c.apiKeyId } : null,
    };
  }

  /**
   * A reporter's newest complaints (not deleted), newest first, at most `limit`: what a WhatsApp conversation answers
   * to 'my complaints' and 'status' (docs/adr/0151-whatsapp-channel.md).
   */
  async recentOfReporter(
    reporterId: string,
    limit: number,
  ): Promise<{ complaintId: string; categoryKey: string; subcategory: string; status: string; filedAt: Date }[]> {
    const rows = await this.complaints.find({
      where: { reporterId },
      order: { createdAt: 'DESC' },
      take: limit,
      select: { publicId: true, categoryKey: true, subcategory: true, status: true, createdAt: true },
    });
    return rows.map((c) => ({ complaintId: c.publicId, categoryKey: c.categoryKey, subcategory: c.subcategory, status: c.status, filedAt: c.createdAt }));
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.config.publicUrl}${url}` : url;
  }
}
