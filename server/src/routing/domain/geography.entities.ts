import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** A Goa district, keyed by its LGD code (data/goa/README.md). */
@Entity('districts')
export class District {
  @PrimaryColumn({ type: 'int' }) code: number;
  @Column({ type: 'text' }) name: string;
  @Index('districts_state_idx') @Column({ name: 'state_code', type: 'int' }) stateCode: number;
}

/** A subdistrict (taluka), keyed by its LGD code. */
@Entity('subdistricts')
export class Subdistrict {
  @PrimaryColumn({ type: 'int' }) code: number;
  @Column({ type: 'text' }) name: string;
  @Index('subdistricts_district_idx')
  @ForeignKey(() => District, { name: 'subdistricts_district_code_fkey' })
  @Column({ name: 'district_code', type: 'int' })
  districtCode: number;
}

/** A village, census town or outgrowth, keyed by its Census 2011 code; lat/lng in degrees, may be null. */
@Entity('villages')
@Index('villages_district_subdistrict_idx', ['districtCode', 'subdistrictCode'])
export class Village {
  @PrimaryColumn({ type: 'int' }) code: number;
  @Column({ type: 'text' }) name: string;
  @Index('villages_subdistrict_idx')
  @ForeignKey(() => Subdistrict, { name: 'villages_subdistrict_code_fkey' })
  @Column({ name: 'subdistrict_code', type: 'int' })
  subdistrictCode: number;
  @ForeignKey(() => District, { name: 'villages_district_code_fkey' })
  @Column({ name: 'district_code', type: 'int' })
  districtCode: number;
  @Column({ type: 'numeric', precision: 8, scale: 5, nullable: true, transformer: numeric }) lat: number | null;
  @Column({ type: 'numeric', precision: 8, scale: 5, nullable: true, transformer: numeric }) lng: number | null;
  /** village, census_town or outgrowth. */
  @Column({ type: 'text' }) type: string;
}

/** An urban local body (municipal council or corporation), keyed by its LGD local body code. */
@Entity('ulbs')
export class Ulb {
  @PrimaryColumn({ type: 'int' }) code: number;
  @Column({ type: 'text' }) name: string;
  @Index('ulbs_district_idx')
  @ForeignKey(() => District, { name: 'ulbs_district_code_fkey' })
  @Column({ name: 'district_code', type: 'int' })
  districtCode: number;
  @ForeignKey(() => Subdistrict, { name: 'ulbs_subdistrict_code_fkey' })
  @Column({ name: 'subdistrict_code', type: 'int', nullable: true })
  subdistrictCode: number | null;
  @Column({ type: 'numeric', precision: 8, scale: 5, nullable: true, transformer: numeric }) lat: number | null;
  @Column({ type: 'numeric', precision: 8, scale: 5, nullable: true, transformer: numeric }) lng: number | null;
  @Column({ type: 'text' }) type: string;
}
