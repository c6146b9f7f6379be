import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { findLocked } from '../../kernel/database/lock-or-404.js';
import { User } from '../domain/user.entity.js';

/**
 * Identity's participating writer for WhatsApp numbers (docs/architecture.md, "Across contexts";
 * docs/adr/0154-whatsapp-as-a-chosen-channel.md): when the whatsapp context links a number to an account (the code
 * sent there was confirmed), the account learns it in that same transaction, so that WhatsApp is one of the channels
 * it can choose. The rules stay in User.linkWhatsAppNumber and User.releaseWhatsAppNumber; the caller appends the
 * returned events in its own transaction.
 */
@Injectable()
export class UserWhatsAppWriter {
  /**
   * `waId` (country code and digits) files under `userId` from now on; an account that held it before (the number's
   * own WhatsApp-only account, or another account it was linked to) releases it, and the number's own account is
   * named in WhatsAppNumberLinked as adopted (its complaints move here). Locks both rows, the earlier holder first
   * when there is one. Answers the events to append (none when the account does not exist).
   */
  async link(manager: EntityManager, userId: string, waId: string): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    const holder = await findLocked(manager, User, { whatsappNumber: waId });
    if (holder && holder.id !== userId) {
      events.push(...holder.releaseWhatsAppNumber());
      await manager.update(User, { id: holder.id }, { whatsappNumber: null, notificationChannels: holder.notificationChannels });
    }
    const user = await findLocked(manager, User, { id: userId });
    if (!user) return events;
    const adopted = holder && holder.id !== userId && holder.authProvider === 'whatsapp' ? holder.id : null;
    events.push(...user.linkWhatsAppNumber(waId, adopted));
    await manager.update(User, { id: user.id }, { whatsappNumber: user.whatsappNumber, notificationChannels: user.notificationChannels });
    return events;
  }
}
