import { ErrorCode } from '@civic/contracts';
import type { FileComplaintRequest } from '../../../api';
import { isApiError } from '../../../api';
import { NETWORK_ERROR_CODE } from '../../../api/api-error';
import { buildComplaintRequest } from '../complaint-request';
import type { PhotoItem } from '../photo-checks';
import { type UploadDeps, uploadPhoto } from '../photo-upload';
import type { ComplaintDraft } from './draft-store';

/** What sending a queued draft needs from the app (injected, so that tests fake the network and the store). */
export interface QueueDeps {
  /** The upload provider's dependencies (GET /api/uploads/config). */
  uploadDeps(): Promise<UploadDeps>;
  /** POST /api/complaints with the Idempotency-Key header; resolves with the public id. */
  file(body: FileComplaintRequest, idempotencyKey: string): Promise<{ id: string }>;
  save(draft: ComplaintDraft): Promise<void>;
  clear(userId: string): Promise<void>;
  /**
   * The draft owner's id of the session signed in now (the one `file` sends with). A queued draft is filed only while
   * it is its owner's: after a sign-out or a switch to another account it stays queued for its owner.
   */
  currentOwner(): string | null;
}

export type SendOutcome =
  /** Not sent: the session signed in now is not the one that queued the draft; it stays queued for its owner. */
  | { kind: 'notOwner' }
  /** Filed (or answered again by the server for the same Idempotency-Key): the draft is deleted. */
  | { kind: 'filed'; id: string }
  /** No connection yet: the draft stays queued. */
  | { kind: 'offline' }
  /** The server refused it (or a photo failed): the draft goes back to editing with the message (null: no pin, use the generic one). */
  | { kind: 'failed'; message: string | null };

/**
 * True for a failure that never reached the server (offline, DNS, aborted) or that the server said will pass (503
 * SERVICE_UNAVAILABLE: its database or mail server is briefly out of reach): the draft is queued and sent again later,
 * as when offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return isTransient(error);
  const inner = (error as { error?: unknown } | null)?.error;
  if (isApiError(inner)) return isTransient(inner);
  return error instanceof TypeError;
}

function isTransient(error: { code: string; status: number }): boolean {
  return error.code === NETWORK_ERROR_CODE || error.status === 0 || error.status === 503 || error.code === ErrorCode.ServiceUnavailable;
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A stored photo as a File (IndexedDB gives back the File that was stored; a plain Blob gets its name back). */
function asFile(blob: Blob, name: string): File {
  return typeof (blob as Partial<File>).name === 'string' ? (blob as File) : new File([blob], name, { type: blob.type });
}

/** The draft's photos as the wizard's items (uploaded ones are 'done'). */
export function draftPhotoItems(draft: ComplaintDraft): PhotoItem[] {
  return draft.photos.map((p) => ({
    id: p.id,
    name: p.name,
    file: asFile(p.blob, p.name),
    previewUrl: '',
    status: p.url ? 'done' : 'pending',
    ...(p.url ? { url: p.url } : {}),
  }));
}

/**
 * Sends a draft queued while offline (the citizen may file with no connection): photos not uploaded yet go first, through the configured
 * provider as the wizard does (each URL is saved to the draft as it arrives), then the complaint is filed with the
 * draft's Idempotency-Key, so that sending it twice (two tabs, a retry after a lost answer) files it once.
 */
export async function sendQueuedDraft(draft: ComplaintDraft, deps: QueueDeps): Promise<SendOutcome> {
  if (deps.currentOwner() !== draft.userId) return { kind: 'notOwner' };
  const pin = draft.location.pin;
  if (!pin) {
    await deps.save({ ...draft, queuedAt: null });
    return { kind: 'failed', message: null };
  }
  let current = draft;
  try {
    if (current.photos.some((p) => !p.url)) {
      const uploadDeps = await deps.uploadDeps();
      for (const photo of current.photos) {
        if (photo.url) continue;
        const url = await uploadPhoto(asFile(photo.blob, photo.name), uploadDeps);
        current = { ...current, photos: current.photos.map((p) => (p.id === photo.id ? { ...p, url } : p)) };
        await deps.save(current);
      }
    }
    // Checked again just before filing: the uploads take time, and the session may have changed meanwhile.
    if (deps.currentOwner() !== current.userId) return { kind: 'notOwner' };
    const { id } = await deps.file(buildComplaintRequest(current.form, draftPhotoItems(current), pin), current.idempotencyKey);
    await deps.clear(current.userId);
    return { kind: 'filed', id };
  } catch (error) {
    if (isNetworkFailure(error) || (typeof navigator !== 'undefined' && !navigator.onLine)) return { kind: 'offline' };
    await deps.save({ ...current, queuedAt: null });
    return { kind: 'failed', message: messageOf(error) };
  }
}
