import { Injectable } from '@nestjs/common';
import { ServerKeys } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { accountOfUnfollowToken, unfollowToken } from '../domain/follow-token.js';

/** The HKDF label of the follow-link key: changing it invalidates every unfollow link already emailed. */
export const FOLLOW_LINK_KEY_LABEL = 'follow-unfollow-tokens';

/** The links of a follower's email about one complaint: all derived, nothing read or written. */
export interface FollowerLinks {
  /** The public page, `{PUBLIC_URL}/c/{id}`: what a follower may see, nothing of the reporter's account. */
  complaintUrl: string;
  /** The page that asks to stop following, `{PUBLIC_URL}/unfollow?complaint=&token=`: it unfollows only when its button POSTs. */
  unfollowUrl: string;
  /** RFC 8058 one-click: the API address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
  /** The token both unfollow addresses carry (a secret: the sent-mail log keeps it redacted). */
  token: string;
}

/**
 * The follower's emailed links and the check of their token (docs/adr/0149-following-a-complaint.md): keyed by the
 * server's secret through identity's ServerKeys under FOLLOW_LINK_KEY_LABEL.
 */
@Injectable()
export class FollowLinkUrls {
  constructor(
    private readonly serverKeys: ServerKeys,
    private readonly config: AppConfig,
  ) {}

  async links(complaintId: string, userId: string): Promise<FollowerLinks> {
    const token = unfollowToken(await this.serverKeys.key(FOLLOW_LINK_KEY_LABEL), complaintId, userId);
    const id = encodeURIComponent(complaintId);
    const base = this.config.publicUrl;
    return {
      complaintUrl: `${base}/c/${id}`,
      unfollowUrl: `${base}/unfollow?complaint=${id}&token=${token}`,
      oneClickUrl: `${base}/api/complaints/${id}/follow/unsubscribe?token=${token}`,
      token,
    };
  }

  /** The account an unfollow token of this complaint was made for, or null. */
  async accountOf(complaintId: string, token: string): Promise<string | null> {
    return accountOfUnfollowToken(await this.serverKeys.key(FOLLOW_LINK_KEY_LABEL), complaintId, token);
  }
}
