import { Command } from '@nestjs/cqrs';

/** What a superadmin sends from the simulator page, as one WhatsApp number. */
export type SimulatedInput =
  | { type: 'text'; text: string }
  | { type: 'choice'; choiceId: string; title: string; list: boolean }
  | { type: 'location'; lat: number; lng: number; name?: string; address?: string }
  | { type: 'image'; content: Buffer; mimeType: string };

/**
 * The simulator sends one message as the number `phone` (docs/adr/0151-whatsapp-channel.md): it builds Meta's webhook
 * body, signs it with the local secret and hands it to the webhook's own command. Answers the phones to run.
 */
export class SimulateWhatsAppMessageCommand extends Command<{ messageId: string; phones: string[] }> {
  constructor(
    readonly phone: string,
    readonly input: SimulatedInput,
  ) {
    super();
  }
}
