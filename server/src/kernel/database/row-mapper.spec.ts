import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { DataSource } from 'typeorm';
import { RowMapper } from './row-mapper.js';

/** An entity with a getter and a method, as the read sides call them on mapped rows. */
class Notice {
  firstName!: string;
  lastName!: string;
  fee!: number;
  postedAt!: Date;
  note!: string | null;

  get name(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  feeIn(paise: number): number {
    return this.fee * paise;
  }
}

/** The column metadata RowMapper reads from TypeORM (`DataSource.getMetadata`), for Notice. */
function metadataOf(): DataSource {
  const columns = [
    { propertyName: 'firstName', databaseName: 'first_name', type: 'text' },
    { propertyName: 'lastName', databaseName: 'last_name', type: 'text' },
    // numeric arrives as a string; its transformer makes a number.
    { propertyName: 'fee', databaseName: 'fee', type: 'numeric', transformer: { from: (v: string) => Number(v), to: (v: number) => v } },
    { propertyName: 'postedAt', databaseName: 'posted_at', type: 'timestamptz' },
    { propertyName: 'note', databaseName: 'note', type: 'text' },
    // A relation's column is not mapped.
    { propertyName: 'author', databaseName: 'author_id', type: 'uuid', relationMetadata: {} },
  ];
  return { getMetadata: () => ({ target: Notice, columns }) } as unknown as DataSource;
}

describe('RowMapper', () => {
  const mapper = new RowMapper<Notice>(metadataOf(), Notice);

  it("maps a row's columns to the entity's properties, through their transformers, as an instance of the entity", () => {
    const postedAt = new Date('2026-11-30T06:00:00.000Z');
    const notice = mapper.map({ first_name: 'Asha', last_name: 'Naik', fee: '12.50', posted_at: postedAt, note: null, author_id: 'x' });
    expect(notice).toBeInstanceOf(Notice);
    expect(notice.name).toBe('Asha Naik');
    expect(notice.feeIn(100)).toBe(1250);
    expect(notice.postedAt).toBe(postedAt);
    expect(notice.note).toBeNull();
    expect((notice as unknown as Record<string, unknown>).author).toBeUndefined();
  });

  it('reads dates given as ISO strings (a row as JSON) as dates, and leaves missing columns undefined', () => {
    const notice = mapper.map({ first_name: 'Ravi', posted_at: '2026-11-29T18:30:00.000Z' });
    expect(notice.postedAt).toEqual(new Date('2026-11-29T18:30:00.000Z'));
    expect(notice.lastName).toBeUndefined();
    expect(notice.fee).toBeUndefined();
  });

  it('makes a new entity for each row: changing one leaves the next untouched', () => {
    const first = mapper.map({ first_name: 'One', last_name: 'A' });
    first.firstName = 'Changed';
    const second = mapper.map({ first_name: 'Two' });
    expect(second.firstName).toBe('Two');
    expect(second.lastName).toBeUndefined();
    expect(first.firstName).toBe('Changed');
  });
});
