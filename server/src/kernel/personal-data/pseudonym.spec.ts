import { describe, it } from 'node:test';
import { expect } from 'expect';
import { mentionsAddress, PSEUDONYM, pseudonymiseJson, pseudonymiseText } from './pseudonym.js';

const person = { id: '0b6c9d3e-5f1a-4e2b-9c7d-1a2b3c4d5e6f', email: 'asha.naik@example.in', name: 'Asha Naik', phone: '+91 98220 12345' };

describe("A deleted account's traces take the pseudonym", () => {
  it('replaces the address in any case, the name and each of its words, and the phone as written or as digits', () => {
    expect(pseudonymiseText('From ASHA.NAIK@example.in: Hello Asha Naik, Asha here. Call +91 98220 12345 or 919822012345.', person)).toBe(
      `From ${PSEUDONYM}: Hello ${PSEUDONYM}, ${PSEUDONYM} here. Call ${PSEUDONYM} or ${PSEUDONYM}.`,
    );
  });

  it('replaces whole words only, in any script', () => {
    expect(pseudonymiseText('Ashamed of Naikwadi road', person)).toBe('Ashamed of Naikwadi road');
    expect(pseudonymiseText('नमस्कार आशा, आशाताई', { ...person, name: 'आशा नाईक' })).toBe(`नमस्कार ${PSEUDONYM}, आशाताई`);
  });

  it("keeps ids, numbers and flags of a payload and replaces the person's words whole", () => {
    expect(
      pseudonymiseJson(
        {
          code: 'SUP-1234',
          userId: person.id,
          email: person.email,
          name: 'Asha Naik',
          message: 'My gate is at house 12',
          byOwner: true,
          n: 3,
          nested: { to: [person.email] },
        },
        person,
      ),
    ).toEqual({ code: 'SUP-1234', userId: person.id, email: PSEUDONYM, name: PSEUDONYM, message: PSEUDONYM, byOwner: true, n: 3, nested: { to: [PSEUDONYM] } });
  });

  it('finds a record by the address it carries', () => {
    expect(mentionsAddress('{"reporterEmail":"Asha.Naik@Example.in"}', person)).toBe(true);
    expect(mentionsAddress('{"reporterEmail":"someone@example.in"}', person)).toBe(false);
  });
});
