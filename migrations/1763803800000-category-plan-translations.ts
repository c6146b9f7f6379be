import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_CATEGORIES, DEFAULT_PLANS } from '@civic/contracts';

/**
 * Categories and plans carry their texts in Konkani, Marathi and Hindi beside the English record (`translations`,
 * `{ kok: {...}, mr: {...}, hi: {...} }`), so the home grid, the wizard and the pricing cards speak the citizen's
 * language. The default categories and plans of an existing database receive the seeded texts, matched by category
 * key and plan name, only where an admin has not written translations already.
 */
export class CategoryPlanTranslations1763803800000 implements MigrationInterface {
  name = 'CategoryPlanTranslations1763803800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`ALTER TABLE plans ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`);
    for (const category of DEFAULT_CATEGORIES) {
      await q.query(`UPDATE categories SET translations = $1::jsonb WHERE key = $2 AND translations = '{}'::jsonb`, [
        JSON.stringify(category.translations),
        category.key,
      ]);
    }
    for (const plan of DEFAULT_PLANS) {
      await q.query(`UPDATE plans SET translations = $1::jsonb WHERE name = $2 AND translations = '{}'::jsonb`, [JSON.stringify(plan.translations), plan.name]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE plans DROP COLUMN translations');
    await q.query('ALTER TABLE categories DROP COLUMN translations');
  }
}
