import { describe, it } from 'node:test';
import { expect } from 'expect';
import { XMLParser } from 'fast-xml-parser';
import { errorsDocument, indiaDateTime, listDocument, renderDocument } from './open311-documents.js';
import { open311Status, serviceCodeOf, servicesOf } from './services.js';

describe('Open311 documents', () => {
  it('renders lists as JSON arrays and as XML under the root with escaped text', () => {
    const doc = listDocument('service_requests', 'request', [{ service_request_id: 'GOA-2026-000001', description: 'a < b & "c"', media_url: null }]);
    expect(JSON.parse(renderDocument(doc, 'json').body)).toEqual([{ service_request_id: 'GOA-2026-000001', description: 'a < b & "c"', media_url: null }]);
    const xml = renderDocument(doc, 'xml');
    expect(xml.contentType).toMatch(/^text\/xml/);
    expect(xml.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml.body);
    expect(parsed.service_requests.request).toEqual({ service_request_id: 'GOA-2026-000001', description: 'a < b & "c"', media_url: '' });
  });

  it('errors document: code and description', () => {
    const parsed = new XMLParser({ parseTagValue: false }).parse(
      renderDocument(errorsDocument([{ code: 403, description: 'api_key was not provided.' }]), 'xml').body,
    );
    expect(parsed.errors.error).toEqual({ code: '403', description: 'api_key was not provided.' });
  });

  it('times in India time with +05:30', () => {
    expect(indiaDateTime(new Date('2026-11-23T20:00:05.123Z'))).toBe('2026-11-24T01:30:05+05:30');
  });

  it('services per category and subcategory; statuses open or closed', () => {
    const services = servicesOf([{ key: 'roads', name: 'Roads', description: 'Road problems', subcategories: ['Potholes', 'Street Lights', 'Other'] }]);
    expect(services.map((s) => s.service_code)).toEqual(['roads', 'roads-potholes', 'roads-street_lights']);
    expect(services[1]).toMatchObject({
      service_name: 'Potholes',
      group: 'Roads',
      metadata: true,
      type: 'realtime',
      target: { categoryKey: 'roads', subcategory: 'Potholes' },
    });
    expect(serviceCodeOf('roads', 'Other')).toBe('roads');
    expect(serviceCodeOf('roads', 'Street Lights')).toBe('roads-street_lights');
    expect(['pending', 'in_progress', 'forwarded', 'resolved', 'rejected'].map(open311Status)).toEqual(['open', 'open', 'open', 'closed', 'closed']);
  });
});
