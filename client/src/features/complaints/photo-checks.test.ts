import { describe, expect, it } from '@jest/globals';
import { checkPhotoFile, photoLimitNotice, selectPhotoFiles } from './photo-checks';
import { i18n } from '../../i18n/i18n';

import { photoLimitFor } from './photo-limit';

const t = i18n.t;

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 200_000) => ({ name, type, size });

describe('photo checks (citizen spec section 5)', () => {
  it('accepts JPEG, PNG and WEBP; anything else is an Unsupported type', () => {
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg'), t)).toBeNull();
    expect(checkPhotoFile(file('a.png', 'image/png'), t)).toBeNull();
    expect(checkPhotoFile(file('a.webp', 'image/webp'), t)).toBeNull();
    expect(checkPhotoFile(file('a.gif', 'image/gif'), t)).toBe('Unsupported type');
    expect(checkPhotoFile(file('a.heic', 'image/heic'), t)).toBe('Unsupported type');
    expect(checkPhotoFile(file('a.pdf', 'application/pdf'), t)).toBe('Unsupported type');
    expect(checkPhotoFile(file('noext', ''), t)).toBe('Unsupported type');
  });

  it('allows 10 MB and refuses a byte more', () => {
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', 10 * MB), t)).toBeNull();
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', 10 * MB + 1), t)).toBe('File too large (10MB max)');
  });

  it('ignores valid files beyond the plan’s photo limit and reports the invalid ones', () => {
    const files = [file('big.jpg', 'image/jpeg', 11 * MB), file('one.jpg', 'image/jpeg'), file('anim.gif', 'image/gif'), file('two.png', 'image/png')];
    const free = selectPhotoFiles(files, 0, 1, t);
    expect(free.accepted.map((f) => f.name)).toEqual(['one.jpg']);
    expect(free.ignored.map((f) => f.name)).toEqual(['two.png']);
    expect(free.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['big.jpg', 'File too large (10MB max)'],
      ['anim.gif', 'Unsupported type'],
    ]);

    const premium = selectPhotoFiles(files, 3, 5, t);
    expect(premium.accepted.map((f) => f.name)).toEqual(['one.jpg', 'two.png']);
    expect(premium.ignored).toEqual([]);

    const full = selectPhotoFiles([file('three.jpg', 'image/jpeg')], 5, 5, t);
    expect(full.accepted).toEqual([]);
    expect(full.ignored.map((f) => f.name)).toEqual(['three.jpg']);
  });

  it('words the limit notice with the plan’s limit and the files left out', () => {
    expect(photoLimitNotice(1, ['two.png', 'three.jpg'], t)).toBe('Your plan allows at most 1 photo(s) per complaint. Not added: two.png, three.jpg.');
  });
});

describe('photo limit of the user’s plan (citizen spec sections 6 and 9)', () => {
  const plans = [
    { plan: 'Free Citizen', photoLimit: 1 },
    { plan: 'Premium Citizen', photoLimit: 5 },
    { plan: 'Advocate Plus', photoLimit: 5 },
    { plan: 'Campus Plan', photoLimit: 3 },
  ];

  it('uses the plan’s photoLimit from GET /api/plans', () => {
    expect(photoLimitFor('Free Citizen', false, plans)).toBe(1);
    expect(photoLimitFor('Premium Citizen', true, plans)).toBe(5);
    expect(photoLimitFor('Campus Plan', true, plans)).toBe(3);
  });

  it('falls back to the built-in plans when the plans are not loaded', () => {
    expect(photoLimitFor('Free Citizen', false, undefined)).toBe(1);
    expect(photoLimitFor('Premium Citizen', true, undefined)).toBe(5);
    expect(photoLimitFor('Advocate Plus', true, undefined)).toBe(5);
    expect(photoLimitFor(undefined, false, undefined)).toBe(1);
    expect(photoLimitFor('Renamed Premium', true, undefined)).toBe(5);
  });
});
