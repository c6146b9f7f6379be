import { describe, it } from 'node:test';
import { expect } from 'expect';
import { formShapeViolation, jsonShapeViolation, type BodyShape } from './json-shape.js';

const shape: BodyShape = { depth: 4, values: 20, items: 8 };
const check = (text: string, bounds: BodyShape = shape) => jsonShapeViolation(Buffer.from(text), bounds);

/** Every value JSON.parse builds: the top value and every member of every object and array. */
function valuesOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((n: number, v) => n + valuesOf(v), 0);
  if (value && typeof value === 'object') return 1 + Object.values(value).reduce((n: number, v) => n + valuesOf(v), 0);
  return 1;
}

describe('jsonShapeViolation: depth, values and members of a JSON body, counted on its bytes before parsing', () => {
  it('ordinary form bodies pass', () => {
    expect(check('{"email":"a@b.in","password":"x"}')).toBeNull();
    expect(check(' { "coordinates" : { "lat" : 15.49, "lng" : 73.82 }, "photos" : [ "/uploads/a.jpg" ], "anonymous": false, "x": null } ')).toBeNull();
    expect(check('"just a string"')).toBeNull();
    expect(check('[]')).toBeNull();
  });

  it('counts exactly the values JSON.parse builds, whatever the strings hold', () => {
    const bodies = [
      '{"a":"x,y]}{[","b":["\\"",",","\\\\"],"c":{"d":[1,2,{"e":"\\\\\\""}]}}',
      '[[],{},[{}],"गड्ढे, सड़क",{"k":"\\u0022,"}]',
      '{"text":"line\\nbreak, \\"quoted\\" [not a list]"}',
    ];
    for (const body of bodies) {
      const values = valuesOf(JSON.parse(body));
      expect(check(body, { depth: 10, values, items: 100 })).toBeNull();
      expect(check(body, { depth: 10, values: values - 1, items: 100 })).toEqual({ rule: 'values', max: values - 1 });
    }
  });

  it('refuses nesting deeper than the bound at the first bracket too many (10,000 of them are not read further)', () => {
    expect(check('[[[[1]]]]')).toBeNull();
    expect(check('[[[[[1]]]]]')).toEqual({ rule: 'depth', max: 4 });
    expect(check('{"a":{"b":{"c":{"d":{}}}}}')).toEqual({ rule: 'depth', max: 4 });
    expect(check('['.repeat(10_000))).toEqual({ rule: 'depth', max: 4 });
  });

  it('refuses an array or object with more members than the bound, and a body with more values in all', () => {
    expect(check(`[${'0,'.repeat(7)}0]`)).toBeNull();
    expect(check(`[${'0,'.repeat(8)}0]`)).toEqual({ rule: 'items', max: 8 });
    expect(check(`{${Array.from({ length: 9 }, (_, i) => `"k${i}":1`).join(',')}}`)).toEqual({ rule: 'items', max: 8 });
    // 5 arrays of 4: no array is over 8 members, but 1 + 5 + 20 values are over 20.
    expect(check(`[${Array.from({ length: 5 }, () => '[1,2,3,4]').join(',')}]`)).toEqual({ rule: 'values', max: 20 });
  });

  it('a 3 KB body of empty objects is refused by its member count', () => {
    const body = `[${Array.from({ length: 1000 }, () => '{}').join(',')}]`;
    expect(body.length).toBeLessThan(3100);
    expect(check(body, { depth: 8, values: 512, items: 256 })).toEqual({ rule: 'items', max: 256 });
  });

  it('malformed bodies are never counted as less than JSON.parse would build: an unterminated string ends the scan, stray brackets count nothing away', () => {
    expect(check('{"a":"never ends')).toBeNull();
    expect(check(']]]]' + `[${'0,'.repeat(8)}0]`)).toEqual({ rule: 'items', max: 8 });
  });
});

describe('formShapeViolation: the pairs of a form-encoded body against the values bound', () => {
  it('counts the &-separated pairs', () => {
    expect(formShapeViolation(Buffer.from(''), shape)).toBeNull();
    expect(formShapeViolation(Buffer.from(Array.from({ length: 20 }, (_, i) => `k${i}=v`).join('&')), shape)).toBeNull();
    expect(formShapeViolation(Buffer.from(Array.from({ length: 21 }, (_, i) => `k${i}=v`).join('&')), shape)).toEqual({ rule: 'values', max: 20 });
  });
});
