import { randomInt } from 'node:crypto';
import { TICKET_CODE_ALPHABET } from '@civic/contracts';

/**
 * A new ticket code: 'SUP-' + 5 characters drawn uniformly (crypto.randomInt) from an alphabet without the
 * look-alikes 0/O and 1/I/L, e.g. 'SUP-7KQ2M' (31^5 ≈ 28.6 million codes). Uniqueness is the database's
 * (support_tickets_code_uq); the handler draws again on a collision.
 */
export function newTicketCode(random: (max: number) => number = randomInt): string {
  let code = 'SUP-';
  for (let i = 0; i < 5; i++) code += TICKET_CODE_ALPHABET[random(TICKET_CODE_ALPHABET.length)];
  return code;
}
