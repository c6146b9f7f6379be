import { rupeesInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BillingEvent, InvoicesService, PlansService } from '../../billing/public.js';
import { UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

/** Handler names: with the event id they form the job id and the mail's idempotency key. */
export const SEND_INVOICE_EMAIL = 'send-invoice-email';
export const RESEND_INVOICE_EMAIL = 'resend-invoice-email';

/**
 * Emails a GST invoice (template invoice_email, admin spec section 9) with its PDF attached: on
 * InvoiceRendered (after the documents worker stored it) and on an admin's InvoiceResendRequested (which waits, by
 * retrying, until the PDF exists). To the buyer's current email (the invoice's when the account is gone), in the
 * language of that address's account. Placeholders: userName, plan (the plan's name in that language), amount (the
 * total with ₹, Indian grouping and the language's digits: '₹234.82', Marathi '₹२३४.८२'), currency (the ISO code,
 * INR: the amount already carries ₹, so the built-in templates do not print it), orderId (the Razorpay order; empty
 * for a subscription charge, which has none), paymentId (the Razorpay payment the invoice is for), invoiceNumber.
 * Idempotent by `${event.id}:${handler}`.
 */
@Injectable()
export class SendInvoiceEmail implements OnModuleInit {
  private readonly logger = new Logger('SendInvoiceEmail');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly invoices: InvoicesService,
    private readonly users: UserAccountsService,
    private readonly plans: PlansService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: BillingEvent.InvoiceRendered,
      queue: QueueName.Notifications,
      handler: SEND_INVOICE_EMAIL,
      outside: (e) => this.run(e, SEND_INVOICE_EMAIL),
    });
    this.subscriptions.on({
      event: BillingEvent.InvoiceResendRequested,
      queue: QueueName.Notifications,
      handler: RESEND_INVOICE_EMAIL,
      outside: (e) => this.run(e, RESEND_INVOICE_EMAIL),
    });
  }

  async run(event: DomainEvent<'InvoiceRendered'> | DomainEvent<'InvoiceResendRequested'>, handler: string): Promise<void> {
    const { invoiceId } = event.payload;
    const data = await this.invoices.forRendering(invoiceId);
    if (!data) {
      this.logger.warn(`Invoice ${invoiceId} no longer exists; no email sent`);
      return;
    }
    const file = await this.invoices.file(invoiceId);
    if (!file) throw new Error(`Invoice ${data.number} is not rendered yet; retrying`);
    const user = data.userId ? await this.users.getProfile(data.userId) : null;
    const to = user?.email ?? data.customer.email;
    const locale = await this.mail.localeFor([to]);
    await this.mail.sendTemplate(
      'invoice_email',
      [to],
      {
        userName: user?.name || data.customer.name,
        plan: await this.plans.nameIn(data.planName, locale),
        amount: rupeesInWords(data.total, locale),
        currency: data.currency,
        orderId: data.orderId ?? '',
        paymentId: data.paymentId ?? '',
        invoiceNumber: data.number,
      },
      {
        locale,
        idempotencyKey: `${event.id}:${handler}`,
        eventId: event.id,
        attachments: [{ filename: file.filename, contentType: file.contentType, content: file.content }],
      },
    );
  }
}
