import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ForbiddenError } from '../../../../kernel/errors/domain-error.js';
import { WhatsAppSimulatorMedia } from '../../../domain/simulator-media.entity.js';
import { signatureOf } from '../../../domain/webhook-payload.js';
import { SIMULATOR_PHONE_NUMBER_ID } from '../../../infrastructure/graph-api.client.js';
import { WhatsAppSecrets } from '../../../infrastructure/whatsapp-secrets.js';
import { ReceiveWhatsAppWebhookCommand } from '../receive-webhook/receive-webhook.command.js';
import { SimulateWhatsAppMessageCommand, type SimulatedInput } from './simulate-message.command.js';

/** The refusal when WhatsApp is configured: the simulator is for a local trial only. */
export const SIMULATOR_OFF = 'The WhatsApp simulator is off: this server talks to the WhatsApp Business Cloud API.';

/**
 * Builds the delivery Meta would send for the simulated message (entry[].changes[].value.messages[], contacts[].wa_id),
 * stores a photo in the simulator's media store first (the Graph client then downloads it as from Meta), signs the
 * exact bytes with the local secret and runs the webhook's command on them: the same code path as a real delivery.
 */
@CommandHandler(SimulateWhatsAppMessageCommand)
export class SimulateWhatsAppMessageHandler implements ICommandHandler<SimulateWhatsAppMessageCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly outbox: OutboxService,
    private readonly secrets: WhatsAppSecrets,
  ) {}

  async execute({ phone, input }: SimulateWhatsAppMessageCommand): Promise<{ messageId: string; phones: string[] }> {
    if (!this.secrets.simulated) throw new ForbiddenError(SIMULATOR_OFF);
    const messageId = `wamid.sim.${randomUUID()}`;
    const message = { from: phone, id: messageId, timestamp: String(Math.floor(Date.now() / 1000)), ...(await this.content(input)) };
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'simulator',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '910000000000', phone_number_id: SIMULATOR_PHONE_NUMBER_ID },
                contacts: [{ profile: { name: 'Simulator' }, wa_id: phone }],
                messages: [message],
              },
            },
          ],
        },
      ],
    };
    const raw = Buffer.from(JSON.stringify(body));
    const { phones } = await this.commands.execute(new ReceiveWhatsAppWebhookCommand(raw, signatureOf(raw, this.secrets.appSecret)));
    return { messageId, phones };
  }

  private async content(input: SimulatedInput): Promise<Record<string, unknown>> {
    switch (input.type) {
      case 'text':
        return { type: 'text', text: { body: input.text } };
      case 'choice':
        return {
          type: 'interactive',
          interactive: input.list
            ? { type: 'list_reply', list_reply: { id: input.choiceId, title: input.title } }
            : { type: 'button_reply', button_reply: { id: input.choiceId, title: input.title } },
        };
      case 'location':
        return { type: 'location', location: { latitude: input.lat, longitude: input.lng, name: input.name, address: input.address } };
      case 'image': {
        const id = `sim-media-${randomUUID()}`;
        await this.outbox.transaction(async (manager) => {
          await manager.insert(WhatsAppSimulatorMedia, { id, mimeType: input.mimeType, content: input.content, createdAt: new Date() });
          return { result: undefined, events: [] };
        });
        return { type: 'image', image: { id, mime_type: input.mimeType } };
      }
    }
  }
}
