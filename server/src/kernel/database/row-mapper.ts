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
  /** Every mapped property, undefined, in the columns' order: the shape each entity is copied from. */
  private readonly shape: Record<string, unknown>;

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
    this.shape = Object.fromEntries(this.columns.map((c) => [c.property, undefined]));
  }

  /**
   * The entity of one row (columns missing from the row stay undefined). The entity starts as a copy of `shape`, so
   * that it is made with all its properties at once: an object given some sixty properties one by one under computed
   * names is turned into a dictionary by V8, slower to build and to read, and it reallocates its property store as it
   * grows (bench/results-history.md, 0159). Setting the prototype of the new object keeps its fast properties.
   */
  map(row: Record<string, unknown>): T {
    const entity: Record<string, unknown> = { ...this.shape };
    for (const { property, column, from, date } of this.columns) {
      if (!(column in row)) continue;
      let value = row[column];
      if (date && typeof value === 'string') value = new Date(value);
      entity[property] = from ? from(value) : value;
    }
    return Object.setPrototypeOf(entity, this.prototype) as T;
  }
}
