import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { SessionUser } from '../../auth';
import type { ComplaintForm, WizardStep } from '../complaint-wizard.slice';
import type { LocationState } from '../location-source';

/**
 * The complaint wizard's draft on this device (docs/adr/0055-offline-drafts-and-idempotent-filing.md), so that
 * a citizen without a connection loses nothing, in IndexedDB through `idb`: one draft per signed-in user, keyed by
 * the user's id, so that a shared phone never shows one citizen's draft to another. Photos are kept as Blobs with their upload URL once uploaded.
 * A draft whose `queuedAt` is set was submitted offline and waits to be sent (offline-queue.ts).
 */

/** One photo of a draft: the file itself and, once uploaded, the provider's URL. */
export interface DraftPhoto {
  id: string;
  name: string;
  blob: Blob;
  url?: string;
}

export interface ComplaintDraft {
  /** The signed-in user the draft belongs to. */
  userId: string;
  step: WizardStep;
  form: ComplaintForm;
  location: LocationState;
  photos: DraftPhoto[];
  /** Generated once per draft and sent as the Idempotency-Key header, so a repeated submission files one complaint. */
  idempotencyKey: string;
  /** ISO instant of the last save. */
  savedAt: string;
  /** ISO instant the citizen pressed Submit while offline; null while the draft is being edited. */
  queuedAt: string | null;
}

/** The key a draft is stored under: the user's id (the email for an old stored session without one). */
export function draftOwnerOf(user: SessionUser | null | undefined): string | null {
  if (!user) return null;
  return user.id ?? user._id ?? user.email ?? null;
}

interface DraftDb extends DBSchema {
  drafts: { key: string; value: ComplaintDraft };
}

const DB_NAME = 'civic-complaint-drafts';
let dbPromise: Promise<IDBPDatabase<DraftDb>> | null = null;

function db(): Promise<IDBPDatabase<DraftDb>> {
  dbPromise ??= openDB<DraftDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'userId' });
    },
  });
  return dbPromise;
}

/** Whether this browser can keep drafts (IndexedDB present). */
export function draftsSupported(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The user's draft, or null. */
export async function loadDraft(userId: string): Promise<ComplaintDraft | null> {
  if (!draftsSupported()) return null;
  return (await (await db()).get('drafts', userId)) ?? null;
}

/** Saves (replaces) the user's draft. */
export async function saveDraft(draft: ComplaintDraft): Promise<void> {
  if (!draftsSupported()) return;
  await (await db()).put('drafts', draft);
}

/** Deletes the user's draft (after a successful filing, or when the citizen discards it). */
export async function clearDraft(userId: string): Promise<void> {
  if (!draftsSupported()) return;
  await (await db()).delete('drafts', userId);
}
