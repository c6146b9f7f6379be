import { Feed } from 'feed';
import { categoryNameIn, complaintStatusIn, INTL_LOCALES, subcategoryLabelIn, type CategoryWordsSource, type Locale } from '@civic/contracts';
import { escapeHtml } from '../../content/public.js';
import type { PublicComplaint, PublicHistoryItem } from '../application/public-complaint.view.js';

/*
 * The Atom feeds (RFC 4287) of the public read side: an area's complaints and one complaint's public history, under
 * the public privacy rules (PublicComplaint), in the reader's language. The `feed` library writes the XML; every text
 * it puts in an HTML element (titles, summaries, content) is escaped here, since a complaint's title is typed by a
 * citizen and an authority's answer by an officer.
 */

/** The words of the feeds in each language (the client's catalogues use the same: complaints.*.filed, publicPage). */
const FEED_WORDS: Record<Locale, { area: string; allOfGoa: string; circle: string; complaint: string; filed: string; hidden: string; rights: string }> = {
  en: {
    area: 'Goa civic complaints: {area}',
    allOfGoa: 'all of Goa',
    circle: 'within {radius} of {lat}, {lng}',
    complaint: 'Complaint {id}: {category} — {subcategory}',
    filed: 'Filed {date}',
    hidden: 'Hidden by the portal’s moderators: {reason}',
    rights: 'CC BY 4.0, Goa civic complaint portal',
  },
  kok: {
    area: 'गोंयच्यो नागरी तक्रारी: {area}',
    allOfGoa: 'सगळो गोंय',
    circle: '{lat}, {lng} हांगासावन {radius} भितर',
    complaint: 'तक्रार {id}: {category} — {subcategory}',
    filed: '{date} दिसा दाखल केली',
    hidden: 'पोर्टलाच्या नियंत्रकांनी लिपयलें: {reason}',
    rights: 'CC BY 4.0, गोंय नागरी तक्रार पोर्टल',
  },
  mr: {
    area: 'गोव्यातील नागरी तक्रारी: {area}',
    allOfGoa: 'संपूर्ण गोवा',
    circle: '{lat}, {lng} पासून {radius} च्या आत',
    complaint: 'तक्रार {id}: {category} — {subcategory}',
    filed: '{date} रोजी दाखल',
    hidden: 'पोर्टलच्या नियंत्रकांनी लपवले: {reason}',
    rights: 'CC BY 4.0, गोवा नागरी तक्रार पोर्टल',
  },
  hi: {
    area: 'गोवा की नागरिक शिकायतें: {area}',
    allOfGoa: 'पूरा गोवा',
    circle: '{lat}, {lng} से {radius} के भीतर',
    complaint: 'शिकायत {id}: {category} — {subcategory}',
    filed: '{date} को दर्ज',
    hidden: 'पोर्टल के मॉडरेटरों ने छिपाया: {reason}',
    rights: 'CC BY 4.0, गोवा नागरिक शिकायत पोर्टल',
  },
};

/** `template` with each `{name}` replaced by its value. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A date as a reader of `locale` reads it, in India time: '29 Nov 2026'. */
function dateIn(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(date);
}

/** A radius in metres as a reader of `locale` reads it: '500 m', '2 km'. */
export function radiusIn(metres: number, locale: Locale): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? metres / 1000 : metres,
  );
}

/** What the feeds need of the portal and the reader. */
export interface FeedContext {
  /** The portal's public address (PUBLIC_URL), without a trailing slash. */
  base: string;
  locale: Locale;
  /** The feed's own address (rel="self"). */
  self: string;
  /** The category records by key, for their names in the reader's language. */
  categories: ReadonlyMap<string, CategoryWordsSource>;
}

/** What an area is, in words of the reader's language: its place names, category and status, or all of Goa. */
export interface AreaWords {
  /** Names of the taluka, ULB or village asked for ('Bardez', 'Calangute'). */
  places: string[];
  circle?: { lat: number; lng: number; radiusMetres: number };
  categoryKey?: string;
  status?: string;
}

/** The complaint's category and subcategory in the reader's language. */
function issueOf(c: PublicComplaint, ctx: FeedContext): { category: string; subcategory: string } {
  const category = ctx.categories.get(c.categoryKey);
  return { category: categoryNameIn(category, c.categoryKey, ctx.locale), subcategory: subcategoryLabelIn(category, c.subcategory, ctx.locale) };
}

/** The feed's title for an area. */
export function areaTitle(area: AreaWords, ctx: FeedContext): string {
  const words = FEED_WORDS[ctx.locale];
  const parts = [...area.places];
  if (area.circle) {
    const { lat, lng, radiusMetres } = area.circle;
    parts.push(fill(words.circle, { radius: radiusIn(radiusMetres, ctx.locale), lat: lat.toFixed(4), lng: lng.toFixed(4) }));
  }
  if (area.categoryKey) parts.push(categoryNameIn(ctx.categories.get(area.categoryKey), area.categoryKey, ctx.locale));
  if (area.status) parts.push(complaintStatusIn(area.status, ctx.locale));
  return fill(words.area, { area: parts.length ? parts.join(', ') : words.allOfGoa });
}

/** A new feed with the portal's common elements: id and self link (the feed's address), licence, author. */
function newFeed(title: string, link: string, updated: Date, ctx: FeedContext): Feed {
  return new Feed({
    id: ctx.self,
    title,
    link,
    updated,
    language: ctx.locale,
    feedLinks: { atom: ctx.self },
    copyright: FEED_WORDS[ctx.locale].rights,
    author: { name: 'Goa Civic Complaint Portal', link: ctx.base },
    generator: false,
  });
}

/**
 * An area's feed: one entry per complaint, its most recent change first; the entry's id is the complaint's public page,
 * so a feed reader shows a complaint once and marks it updated when its status changes.
 */
export function areaFeed(complaints: readonly PublicComplaint[], area: AreaWords, mapLink: string, ctx: FeedContext): string {
  const words = FEED_WORDS[ctx.locale];
  const feed = newFeed(areaTitle(area, ctx), mapLink, complaints[0]?.updatedAt ?? new Date(0), ctx);
  for (const c of complaints) {
    const { category, subcategory } = issueOf(c, ctx);
    const url = `${ctx.base}/c/${c.id}`;
    const lines = [
      `${complaintStatusIn(c.status, ctx.locale)} · ${category} — ${subcategory}`,
      [c.place?.label, fill(words.filed, { date: dateIn(c.requestedAt, ctx.locale) })].filter(Boolean).join(' · '),
      c.statusNote,
    ].filter(Boolean);
    feed.addItem({
      id: url,
      link: url,
      title: escapeHtml(`${c.id}: ${c.reporterShared && c.title ? c.title : `${category} — ${subcategory}`}`),
      description: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
      date: c.updatedAt,
      published: c.requestedAt,
      category: [{ term: c.categoryKey, name: category }],
    });
  }
  return feed.atom1();
}

/**
 * A complaint's feed: one entry per entry of its public history, newest first (a status, an authority's answer with
 * its words unless the moderators hid it); entry ids are the public page with the entry's position, which never
 * changes since the history only grows.
 */
export function complaintFeed(c: PublicComplaint, ctx: FeedContext): string {
  const words = FEED_WORDS[ctx.locale];
  const { category, subcategory } = issueOf(c, ctx);
  const url = `${ctx.base}/c/${c.id}`;
  const feed = newFeed(fill(words.complaint, { id: c.id, category, subcategory }), url, c.updatedAt, ctx);
  const entries = c.history.map((entry, index) => ({ entry, index })).reverse();
  for (const { entry, index } of entries) {
    feed.addItem({
      id: `${url}#history-${index}`,
      link: url,
      title: escapeHtml(historyTitle(entry, ctx.locale)),
      content: historyContent(entry, words.hidden, ctx.base),
      date: new Date(entry.date),
    });
  }
  return feed.atom1();
}

/** A history entry's title: its status, and the office that wrote it when an authority did. */
function historyTitle(entry: PublicHistoryItem, locale: Locale): string {
  const status = complaintStatusIn(entry.status, locale);
  return entry.authorityName ? `${status} — ${entry.authorityName}` : status;
}

/**
 * A history entry's content: an authority's words (or the moderators' reason for hiding them) and after-photos, at
 * absolute addresses (a feed is read away from the portal).
 */
function historyContent(entry: PublicHistoryItem, hidden: string, base: string): string | undefined {
  if (entry.hiddenReason !== undefined) return `<p>${escapeHtml(fill(hidden, { reason: entry.hiddenReason }))}</p>`;
  const parts = [];
  if (entry.authorityMessage) parts.push(`<p>${escapeHtml(entry.authorityMessage)}</p>`);
  for (const photo of entry.authorityPhotos ?? []) parts.push(`<p><img src="${escapeHtml(photo.startsWith('/') ? `${base}${photo}` : photo)}" alt=""></p>`);
  return parts.length ? parts.join('') : undefined;
}
