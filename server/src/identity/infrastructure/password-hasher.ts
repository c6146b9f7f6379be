import argon2 from 'argon2';

/** Password hashing with argon2id (RFC 9106 defaults of the argon2 package). */
export const passwordHasher = {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  },
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};
