import { Injectable } from '@nestjs/common';
import { GeographyService } from '../../routing/public.js';
import type { ComplaintGeo } from '../domain/complaint.entity.js';

/** Where a complaint is, in words: its village or ULB, with taluka and district. */
export interface ComplaintPlaceView {
  /** village (Rural) or ulb (Urban). */
  kind: 'village' | 'ulb';
  /** The village's or ULB's name: 'Calangute'. */
  name: string;
  /** Name, taluka, district: 'Calangute, Bardez, North Goa'. */
  label: string;
  /** True when the server chose it from the nearest centroid because the citizen picked no location. */
  inferred: boolean;
}

/**
 * Names the place of complaints from their location codes (routing's GeographyService, data/goa): shared by My
 * Complaints, the admin desk and the public page. Read only; the geography is cached per process.
 */
@Injectable()
export class ComplaintPlaces {
  constructor(private readonly geography: GeographyService) {}

  /** The place of one complaint; null when its codes name no village or ULB. */
  async of(c: { geo: ComplaintGeo | null; geoInferred: boolean }): Promise<ComplaintPlaceView | null> {
    const place = await this.geography.describe(c.geo);
    return place ? { kind: place.kind, name: place.name, label: place.label, inferred: c.geoInferred } : null;
  }

  /** The places of several complaints, in the same order. */
  all(complaints: readonly { geo: ComplaintGeo | null; geoInferred: boolean }[]): Promise<(ComplaintPlaceView | null)[]> {
    return Promise.all(complaints.map((c) => this.of(c)));
  }
}
