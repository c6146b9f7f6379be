import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-shaped id: the prefix and 14 random letters or digits (`order_Kx...`, `sub_...`, `pay_...`, `rfnd_...`). */
export function providerId(prefix: 'order' | 'sub' | 'pay' | 'rfnd' | 'plan'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}
