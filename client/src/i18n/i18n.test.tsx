import { Messages } from '@civic/contracts';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { en } from './en/index';
import { deferredEn } from './en/deferred';
import { deferredComplaintsEn } from './en/deferred-complaints';
import { deferredAdminEn } from './en/deferred-admin';
import { initialEn } from './en/initial';
import {
  AWAITED_NAMESPACES_ADDED,
  DEFAULT_NAMESPACE,
  INITIAL_NAMESPACES,
  NAMESPACES_ADDED,
  addDeferredNamespaces,
  i18n,
  loadDeferredNamespaces,
  loadHomeBelow,
} from './i18n';

describe('the i18next set-up', () => {
  it('is ready synchronously, in English, with the first screen namespaces (the test set-up adds the rest)', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect([...INITIAL_NAMESPACES].sort()).toEqual(['common', 'home', 'messages', 'shell']);
    for (const namespace of Object.keys(en)) expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
  });

  it('splits the catalogue in four without losing or sharing a namespace (but messages and home, split by section)', () => {
    const initial = Object.keys(initialEn);
    const deferred = [...Object.keys(deferredEn), ...Object.keys(deferredComplaintsEn), ...Object.keys(deferredAdminEn)];
    expect(initial.filter((namespace) => deferred.includes(namespace)).sort()).toEqual(['home', 'messages']);
    // The citizen pages' deferred chunk carries no admin namespace (and of the spec's messages, My Profile's notification
    // settings only), the admin chunk no citizen one.
    expect(Object.keys(deferredEn).filter((namespace) => namespace.startsWith('admin'))).toEqual([]);
    expect(deferredEn.messages).toEqual({ hearing: Messages.hearing });
    // The wizard's namespace is a chunk of its own, in no other.
    expect(Object.keys(deferredComplaintsEn)).toEqual(['complaints']);
    expect(Object.keys(deferredComplaintsEn).filter((namespace) => namespace in deferredEn || namespace in deferredAdminEn)).toEqual([]);
    expect(
      Object.keys(deferredAdminEn)
        .filter((namespace) => namespace !== 'messages' && !namespace.startsWith('admin'))
        .sort(),
    ).toEqual(['home', 'routing']);
    // The home page's first screen in the initial bundle, the sections below it with the rest, none in both.
    expect(Object.keys(initialEn.home).filter((section) => section in deferredAdminEn.home)).toEqual([]);
    expect([...Object.keys(initialEn.home), ...Object.keys(deferredAdminEn.home)].sort()).toEqual(Object.keys(en.home).sort());
    expect([...new Set([...initial, ...deferred])].sort()).toEqual(Object.keys(en).sort());
    // The first screen has every section of the spec's messages but the admin one and My Profile's notification
    // settings, which come with the rest.
    expect(Object.keys(initialEn.messages)).toEqual(Object.keys(Messages).filter((section) => section !== 'admin' && section !== 'hearing'));
    expect(deferredAdminEn.messages).toEqual({ admin: Messages.admin });
  });

  it('loads the deferred namespaces once, resolving when they are there', async () => {
    const first = loadDeferredNamespaces();
    expect(loadDeferredNamespaces()).toBe(first);
    await first;
    expect(i18n.t('auth:login.form')).toBe('Log in');
    expect(i18n.t('complaints:wizard.title')).toBe('File a Complaint');
  });

  it("loads the home page's lower sections once, into the home namespace", async () => {
    const first = loadHomeBelow();
    expect(loadHomeBelow()).toBe(first);
    await first;
    expect(i18n.t('home:pricing.title')).toBe('Simple, transparent pricing');
    expect(i18n.t('home:hero.badge')).toBe('A citizen-led initiative for Goa');
  });

  it('adds a load of namespaces with one event, and re-renders the components on screen only for a namespace they awaited', () => {
    function Probe() {
      const { t } = useTranslation('probeNamespace' as never);
      return <p>{t('greeting' as never)}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('greeting')).toBeTruthy();
    const loads: unknown[][] = [];
    const awaited: unknown[][] = [];
    const storeEvents: unknown[][] = [];
    const onLoad = (...args: unknown[]) => loads.push(args);
    const onAwaited = (...args: unknown[]) => awaited.push(args);
    const onStore = (...args: unknown[]) => storeEvents.push(args);
    i18n.on(NAMESPACES_ADDED, onLoad);
    i18n.on(AWAITED_NAMESPACES_ADDED, onAwaited);
    i18n.store.on('added', onStore);
    try {
      // Namespaces the instance has already (the test set-up added the deferred ones): nothing on screen waits.
      act(() => addDeferredNamespaces(deferredEn));
      expect(awaited).toEqual([]);
      // A namespace the Probe asked for before it was there.
      act(() => addDeferredNamespaces({ ...deferredEn, probeNamespace: { greeting: 'Namaskar' } } as typeof deferredEn));
    } finally {
      i18n.off(NAMESPACES_ADDED, onLoad);
      i18n.off(AWAITED_NAMESPACES_ADDED, onAwaited);
      i18n.store.off('added', onStore);
    }
    expect(loads).toEqual([
      ['en', Object.keys(deferredEn)],
      ['en', [...Object.keys(deferredEn), 'probeNamespace']],
    ]);
    expect(awaited).toEqual([['en', [...Object.keys(deferredEn), 'probeNamespace']]]);
    expect(storeEvents).toEqual([]);
    expect(screen.getByText('Namaskar')).toBeTruthy();
    expect(i18n.t('messages:admin.routing.imported', { N: 2 })).toBe('Imported 2 records');
  });

  it("takes the spec's messages from libs/contracts by reference", () => {
    expect(en.messages).toBe(Messages);
    expect(i18n.t('messages:complaint.quotaReached')).toBe(Messages.complaint.quotaReached);
  });

  it("fills the spec's {name} placeholders", () => {
    expect(i18n.t('messages:common.tooManyRequestsRetry', { n: 42 })).toBe('Too many requests. Try again in 42 seconds.');
    expect(i18n.t('messages:admin.routing.imported', { N: 3 })).toBe('Imported 3 records');
  });

  it('leaves a literal {{placeholder}} as it is', () => {
    i18n.addResource('en', 'common', 'probe', 'Use a {{placeholder}} address');
    expect(i18n.t('common:probe' as never)).toBe('Use a {{placeholder}} address');
  });
});
