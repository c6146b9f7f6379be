import { DEFAULT_CATEGORIES } from '@civic/contracts';
import { describe, expect, it } from '@jest/globals';
import { buildComplaintRequest, submitErrorMessages } from './complaint-request';
import { EMPTY_FORM, complaintWizardReducer, initialWizardState, wizardActions } from './complaint-wizard.slice';
import { filingCategories } from './filing-categories';
import { EMPTY_LOCATION, userPinSet } from './location-source';
import type { PhotoItem } from './photo-checks';
import { isQuotaReached, stepOneHints, stepTwoHints, submitHints } from './wizard-rules';
import { i18n } from '../../i18n/i18n';

const t = i18n.t;

const KEYS = DEFAULT_CATEGORIES.map((c) => c.key);
const PIN = userPinSet(EMPTY_LOCATION, { lat: 15.4989, lng: 73.8278 }, 'manual').pin!;
const photo = (status: PhotoItem['status'], id: string = status): PhotoItem => ({
  id,
  file: new File(['x'], `${id}.jpg`, { type: 'image/jpeg' }),
  name: `${id}.jpg`,
  previewUrl: `blob:${id}`,
  status,
  ...(status === 'done' ? { url: `/uploads/${id}.jpg` } : {}),
});

describe('step 1 to 2 needs a category and a specific issue, or text under Other (citizen spec section 4)', () => {
  it('asks for a category first', () => {
    expect(stepOneHints(EMPTY_FORM, KEYS, t)).toEqual({
      category: 'Choose a category that best fits your complaint.',
      subcategory: 'Select a specific issue or describe it under "Other".',
    });
    // A category that is not offered (e.g. a stale ?category= link) counts as none.
    expect(stepOneHints({ ...EMPTY_FORM, category: 'parking', subcategory: 'Potholes' }, KEYS, t).category).toBeDefined();
  });

  it('then a specific issue', () => {
    expect(stepOneHints({ ...EMPTY_FORM, category: 'roads' }, KEYS, t)).toEqual({ subcategory: 'Select a specific issue or describe it under "Other".' });
    expect(stepOneHints({ ...EMPTY_FORM, category: 'roads', subcategory: 'Potholes' }, KEYS, t)).toEqual({});
  });

  it('Other needs its text (trimmed)', () => {
    expect(stepOneHints({ ...EMPTY_FORM, category: 'roads', subcategory: 'Other', otherText: '   ' }, KEYS, t).subcategory).toBeDefined();
    expect(stepOneHints({ ...EMPTY_FORM, category: 'roads', subcategory: 'Other', otherText: 'Fallen tree' }, KEYS, t)).toEqual({});
  });

  it('changing the category clears the specific issue and the Other text', () => {
    let state = initialWizardState('roads');
    state = complaintWizardReducer(state, wizardActions.subcategoryChosen('Other'));
    state = complaintWizardReducer(state, wizardActions.textChanged({ field: 'otherText', value: 'Fallen tree' }));
    expect(complaintWizardReducer(state, wizardActions.categoryChosen('roads')).form.subcategory).toBe('Other');
    const changed = complaintWizardReducer(state, wizardActions.categoryChosen('garbage'));
    expect(changed.form).toMatchObject({ category: 'garbage', subcategory: '', otherText: '' });
  });

  it('shows each choice in the reader’s language and keeps the English subcategory as what is filed', () => {
    const items = [
      {
        key: 'roads',
        name: 'सड़कें',
        icon: '',
        description: '',
        subcategories: ['Potholes', 'Waterlogging'],
        subcategoryLabels: ['गड्ढे', ''],
        language: 'hi' as const,
        order: 10,
      },
    ];
    const [roads] = filingCategories(items, false, 'hi');
    expect(roads).toMatchObject({
      name: 'सड़कें',
      language: 'hi',
      choices: ['Potholes', 'Waterlogging'],
      labels: { Potholes: 'गड्ढे', Waterlogging: 'Waterlogging' },
    });
    // Without the server's list, the built-in categories in the reader's language.
    const [first] = filingCategories(undefined, true, 'mr');
    expect(first).toMatchObject({ key: 'roads', name: 'रस्ते आणि खड्डे', language: 'mr', labels: { Potholes: 'खड्डे' } });
  });
});

describe('step 2 to 3 needs title, location text, coordinates and a photo that did not fail (citizen spec sections 4 and 5)', () => {
  const filled = { title: 'Pothole near market', location: 'Panaji market road' };

  it('lists every missing rule with its hint', () => {
    expect(stepTwoHints({ title: '  ', location: '' }, null, [], t)).toEqual({
      title: 'Add a short title so we can identify the issue.',
      location: 'Share the address or area name for the complaint.',
      coordinates: 'Capture the exact Goa location by detecting or dropping a pin.',
      photos: 'Upload at least one supporting photo.',
    });
  });

  it('counts photos still uploading, but not failed ones', () => {
    expect(stepTwoHints(filled, PIN, [photo('error')], t).photos).toBe('Upload at least one supporting photo.');
    expect(stepTwoHints(filled, PIN, [photo('error'), photo('uploading')], t)).toEqual({});
    expect(stepTwoHints(filled, PIN, [photo('pending')], t)).toEqual({});
    expect(stepTwoHints(filled, PIN, [photo('done')], t)).toEqual({});
  });

  it('needs the pin', () => {
    expect(stepTwoHints(filled, null, [photo('done')], t)).toEqual({ coordinates: 'Capture the exact Goa location by detecting or dropping a pin.' });
  });

  it('shows each choice in the reader’s language and keeps the English subcategory as what is filed', () => {
    const items = [
      {
        key: 'roads',
        name: 'सड़कें',
        icon: '',
        description: '',
        subcategories: ['Potholes', 'Waterlogging'],
        subcategoryLabels: ['गड्ढे', ''],
        language: 'hi' as const,
        order: 10,
      },
    ];
    const [roads] = filingCategories(items, false, 'hi');
    expect(roads).toMatchObject({
      name: 'सड़कें',
      language: 'hi',
      choices: ['Potholes', 'Waterlogging'],
      labels: { Potholes: 'गड्ढे', Waterlogging: 'Waterlogging' },
    });
    // Without the server's list, the built-in categories in the reader's language.
    const [first] = filingCategories(undefined, true, 'mr');
    expect(first).toMatchObject({ key: 'roads', name: 'रस्ते आणि खड्डे', language: 'mr', labels: { Potholes: 'खड्डे' } });
  });
});

describe('submit needs the authorisation box and quota left (citizen spec sections 4, 5 and 8)', () => {
  const ok = { quotaReached: false, pin: PIN, photos: [photo('done')] };

  it('asks for the authorisation box', () => {
    expect(submitHints({ authorize: false }, ok, t)).toEqual({ authorize: 'Check the authorisation box so our team can act on your behalf.' });
    expect(submitHints({ authorize: true }, ok, t)).toEqual({});
  });

  it('blocks when the quota is reached', () => {
    expect(submitHints({ authorize: true }, { ...ok, quotaReached: true }, t).quota).toBe(
      'You have reached your monthly complaint limit. Upgrade your plan or wait until it resets.',
    );
    expect(isQuotaReached({ used: 3, limit: 3 })).toBe(true);
    expect(isQuotaReached({ used: 2, limit: 3 })).toBe(false);
    expect(isQuotaReached({ used: 40, limit: null })).toBe(false);
    expect(isQuotaReached(undefined)).toBe(false);
  });

  it('waits for uploads and refuses failed ones', () => {
    expect(submitHints({ authorize: true }, { ...ok, photos: [photo('done'), photo('uploading')] }, t).uploads).toBe(
      'Please wait until your photos finish uploading.',
    );
    expect(submitHints({ authorize: true }, { ...ok, photos: [photo('done'), photo('error')] }, t).uploads).toBe(
      'Some files could not be uploaded. Please retry.',
    );
    expect(submitHints({ authorize: true }, { ...ok, photos: [] }, t).uploads).toBe('Add at least one photo before submitting your complaint.');
    expect(submitHints({ authorize: true }, { ...ok, pin: null }, t).uploads).toBe('Please capture your exact Goa location before submitting.');
  });

  it('shows each choice in the reader’s language and keeps the English subcategory as what is filed', () => {
    const items = [
      {
        key: 'roads',
        name: 'सड़कें',
        icon: '',
        description: '',
        subcategories: ['Potholes', 'Waterlogging'],
        subcategoryLabels: ['गड्ढे', ''],
        language: 'hi' as const,
        order: 10,
      },
    ];
    const [roads] = filingCategories(items, false, 'hi');
    expect(roads).toMatchObject({
      name: 'सड़कें',
      language: 'hi',
      choices: ['Potholes', 'Waterlogging'],
      labels: { Potholes: 'गड्ढे', Waterlogging: 'Waterlogging' },
    });
    // Without the server's list, the built-in categories in the reader's language.
    const [first] = filingCategories(undefined, true, 'mr');
    expect(first).toMatchObject({ key: 'roads', name: 'रस्ते आणि खड्डे', language: 'mr', labels: { Potholes: 'खड्डे' } });
  });
});

describe('the complaint body (citizen spec section 3)', () => {
  it('trims texts, leaves out empty optional ones and carries photos, geo codes and coordinates', () => {
    const form = {
      ...EMPTY_FORM,
      category: 'roads',
      subcategory: 'Potholes',
      otherText: 'left over',
      title: '  Pothole near market ',
      description: '  ',
      location: ' Panaji market road ',
      landmark: '',
      urgency: 'high' as const,
      authorize: true,
      geo: {
        scope: 'Rural' as const,
        districtCode: '551',
        districtName: 'North Goa',
        subdistrictCode: '5611',
        subdistrictName: 'Tiswadi',
        villageCode: '626706',
        villageName: 'Chorao',
        label: 'Chorao, Tiswadi, North Goa',
      },
    };
    expect(buildComplaintRequest(form, [photo('done', 'a'), photo('error', 'b')], PIN)).toEqual({
      category: 'roads',
      subcategory: 'Potholes',
      title: 'Pothole near market',
      location: 'Panaji market road',
      urgency: 'high',
      anonymous: false,
      showPublicly: false,
      photos: ['/uploads/a.jpg'],
      authorizeRepresentative: true,
      geo: { districtCode: '551', subdistrictCode: '5611', villageCode: '626706' },
      coordinates: { lat: 15.4989, lng: 73.8278, source: 'manual' },
    });
  });

  it('sends otherText under Other and a ULB for an urban location', () => {
    const body = buildComplaintRequest(
      {
        ...EMPTY_FORM,
        category: 'garbage',
        subcategory: 'Other',
        otherText: ' Dead fish on beach ',
        title: 'Fish',
        location: 'Miramar',
        description: 'Smells',
        landmark: 'Near the circle',
        anonymous: true,
        authorize: true,
        geo: {
          scope: 'Urban',
          districtCode: '551',
          districtName: 'North Goa',
          ulbCode: '802436',
          ulbName: 'Corporation of the City of Panaji',
          label: 'Panaji',
        },
      },
      [photo('done', 'a')],
      PIN,
    );
    expect(body).toMatchObject({ otherText: 'Dead fish on beach', description: 'Smells', landmark: 'Near the circle', anonymous: true });
    expect(body.geo).toEqual({ districtCode: '551', ulbCode: '802436' });
  });

  it('sends the public opt-in, never together with anonymous', () => {
    const form = { ...EMPTY_FORM, category: 'roads', subcategory: 'Potholes', title: 'T', location: 'L', authorize: true, showPublicly: true };
    expect(buildComplaintRequest(form, [photo('done', 'a')], PIN).showPublicly).toBe(true);
    expect(buildComplaintRequest({ ...form, anonymous: true }, [photo('done', 'a')], PIN).showPublicly).toBe(false);
  });

  it('shows the server’s messages, else the spec’s fallback', () => {
    const validation = {
      message: 'Add a short title so we can identify the issue.',
      code: 'VALIDATION_FAILED',
      status: 400,
      fromServer: true,
      details: { fields: { title: ['Add a short title so we can identify the issue.'], photos: ['Photos must be uploaded through the portal.'] } },
    };
    expect(submitErrorMessages(validation, t)).toEqual(['Add a short title so we can identify the issue.', 'Photos must be uploaded through the portal.']);
    expect(submitErrorMessages({ message: 'Request failed', code: 'NETWORK_ERROR', status: 0, fromServer: false, details: null }, t)).toEqual([
      'Failed to submit complaint. Please log in and try again.',
    ]);
    expect(submitErrorMessages(new Error('boom'), t)).toEqual(['Failed to submit complaint. Please log in and try again.']);
  });

  it('shows each choice in the reader’s language and keeps the English subcategory as what is filed', () => {
    const items = [
      {
        key: 'roads',
        name: 'सड़कें',
        icon: '',
        description: '',
        subcategories: ['Potholes', 'Waterlogging'],
        subcategoryLabels: ['गड्ढे', ''],
        language: 'hi' as const,
        order: 10,
      },
    ];
    const [roads] = filingCategories(items, false, 'hi');
    expect(roads).toMatchObject({
      name: 'सड़कें',
      language: 'hi',
      choices: ['Potholes', 'Waterlogging'],
      labels: { Potholes: 'गड्ढे', Waterlogging: 'Waterlogging' },
    });
    // Without the server's list, the built-in categories in the reader's language.
    const [first] = filingCategories(undefined, true, 'mr');
    expect(first).toMatchObject({ key: 'roads', name: 'रस्ते आणि खड्डे', language: 'mr', labels: { Potholes: 'खड्डे' } });
  });
});

describe('categories to file under (citizen spec section 3)', () => {
  it('falls back to the eight defaults when the call fails or returns none', () => {
    expect(filingCategories(undefined, true).map((c) => c.key)).toEqual(KEYS);
    expect(filingCategories([], false).map((c) => c.key)).toEqual(KEYS);
    expect(
      filingCategories([{ key: 'x', name: 'X', icon: '', description: '', subcategories: ['A'], order: 1, enabled: false }], false).map((c) => c.key),
    ).toEqual(KEYS);
  });

  it('uses the enabled server categories in their order, without Other/Others among the choices', () => {
    const items = [
      { key: 'b', name: 'B', icon: '🅱️', description: '', subcategories: ['One', 'Others'], order: 20, enabled: true },
      { key: 'a', name: 'A', icon: '', description: 'd', subcategories: ['Two', 'other ', 'Three'], order: 10, enabled: true },
      { key: 'off', name: 'Off', icon: '', description: '', subcategories: ['X'], order: 5, enabled: false },
    ];
    expect(filingCategories(items, false)).toEqual([
      {
        key: 'a',
        name: 'A',
        icon: '📍',
        description: 'd',
        language: 'en',
        choices: ['Two', 'Three'],
        labels: { Two: 'Two', 'other ': 'other ', Three: 'Three' },
      },
      { key: 'b', name: 'B', icon: '🅱️', description: '', language: 'en', choices: ['One'], labels: { One: 'One', Others: 'Others' } },
    ]);
  });

  it('shows each choice in the reader’s language and keeps the English subcategory as what is filed', () => {
    const items = [
      {
        key: 'roads',
        name: 'सड़कें',
        icon: '',
        description: '',
        subcategories: ['Potholes', 'Waterlogging'],
        subcategoryLabels: ['गड्ढे', ''],
        language: 'hi' as const,
        order: 10,
      },
    ];
    const [roads] = filingCategories(items, false, 'hi');
    expect(roads).toMatchObject({
      name: 'सड़कें',
      language: 'hi',
      choices: ['Potholes', 'Waterlogging'],
      labels: { Potholes: 'गड्ढे', Waterlogging: 'Waterlogging' },
    });
    // Without the server's list, the built-in categories in the reader's language.
    const [first] = filingCategories(undefined, true, 'mr');
    expect(first).toMatchObject({ key: 'roads', name: 'रस्ते आणि खड्डे', language: 'mr', labels: { Potholes: 'खड्डे' } });
  });
});
