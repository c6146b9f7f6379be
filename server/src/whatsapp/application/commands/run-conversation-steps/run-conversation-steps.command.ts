import { Command } from '@nestjs/cqrs';

/** Runs the conversation step of every pending message of one WhatsApp number, oldest first; answers how many ran. */
export class RunConversationStepsCommand extends Command<number> {
  constructor(readonly phone: string) {
    super();
  }
}
