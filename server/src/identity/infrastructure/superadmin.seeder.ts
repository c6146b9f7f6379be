import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SEEDED_SUPERADMIN_NAME } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { SeedRunner } from '../../kernel/seed/seed-runner.service.js';
import { User } from '../domain/user.entity.js';
import { passwordHasher } from './password-hasher.js';

/**
 * Creates the first superadmin when none exists: SUPERADMIN_EMAIL with SUPERADMIN_PASSWORD, or a generated
 * password printed once on this first start (README, "First start").
 */
@Injectable()
export class SuperadminSeeder implements OnModuleInit {
  constructor(
    private readonly seeds: SeedRunner,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seeds.register({ name: 'superadmin', order: 100, once: false, run: (manager) => this.run(manager) });
  }

  private async run(manager: EntityManager): Promise<void> {
    const existing = await manager.count(User, { where: { role: 'superadmin' } });
    if (existing > 0) return;
    const email = this.config.SUPERADMIN_EMAIL.toLowerCase();
    const password = this.config.SUPERADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
    const passwordHash = await passwordHasher.hash(password);
    await manager.query('DELETE FROM users WHERE lower(email) = $1', [email]);
    await manager.insert(User, {
      ...SEEDED_SUPERADMIN_NAME,
      email,
      phone: '',
      passwordHash,
      hasPassword: true,
      emailVerified: true,
      authProvider: 'local',
      role: 'superadmin',
      adminModules: [],
    });
    const shown = this.config.SUPERADMIN_PASSWORD ? '(the SUPERADMIN_PASSWORD you set)' : password;
    // With REQUIRE_STAFF_2FA on (the default) the first sign-in opens My Profile, where the superadmin turns on
    // two-factor sign-in before any admin page (docs/adr/0115-staff-two-factor-sign-in.md).
    const twoFactor = this.config.REQUIRE_STAFF_2FA
      ? '  First sign-in: set up two-factor sign-in on My Profile (an authenticator app) before the admin pages open.\n'
      : '';
    process.stdout.write(
      `\n  Superadmin login\n    email:    ${email}\n    password: ${shown}\n  ${this.config.SUPERADMIN_PASSWORD ? '' : 'Shown once: write it down, or set SUPERADMIN_PASSWORD before the first start.\n'}${twoFactor}\n`,
    );
  }
}
