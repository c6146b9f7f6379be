import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

interface MappedColumn {
  property: string;
  column: string;
  /** The column's transformer, if any (e.g. numeric to number). */
  from: ((value: unknown) => unknown) | null;
  /** timestamp/date columns: a value read from JSON (an ISO string) becomes a Date, as pg gives it for a column. */
  date: boolean;
}

const DATE_TYPES = new Set(['timestamptz', 'timestamp with time zone', 'timestamp', 'timestamp without time zone', 'date']);

/**
 * Turns rows of a table (pg's parsed rows, keyed by column name, or the same row as JSON, e.g. from `to_jsonb(t)`)
 * into entity instances, with the entity's own column names and transformers read once from TypeORM's metadata. For
 * hot read paths that run one SQL statement straight into their view: TypeORM's general hydration of a
 * `find` (aliases, relation joins, listeners) was the largest cost of My Complaints after the database itself. The
 * instance gets only the columns (no relations) and no listener runs; its getters and methods work as after a find.
 */
export class RowMapper<T extends ObjectLiteral> {
  private readonly columns: MappedColumn[];
  private readonly prototype: object;

  constructor(dataSource: DataSource, target: EntityTarget<T>) {
    const metadata = dataSource.getMetadata(target);
    this.prototype = (metadata.target as { prototype: object }).prototype;
    this.columns = metadata.columns
      .filter((c) => !c.embeddedMetadata && !c.relationMetadata)
      .map((c) => {
        const transformer = Array.isArray(c.transformer) ? null : (c.transformer ?? null);
        return {
          property: c.propertyName,
          column: c.databaseName,
          from: transformer ? (value: unknown) => transformer.from(value) : null,
          date: DATE_TYPES.has(String(c.type)),
        };
      });
  }

  /** The entity of one row (columns missing from the row stay undefined). */
  map(row: Record<string, unknown>): T {
    const entity = Object.create(this.prototype) as Record<string, unknown>;
    for (const { property, column, from, date } of this.columns) {
      if (!(column in row)) continue;
      let value = row[column];
      if (date && typeof value === 'string') value = new Date(value);
      entity[property] = from ? from(value) : value;
    }
    return entity as T;
  }
}
