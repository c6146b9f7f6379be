import { Injectable } from '@nestjs/common';
import type { MultipartModuleOptions, MultipartOptionsFactory } from '@nestjs/platform-fastify';
import { MAX_PHOTO_BYTES, PREMIUM_PHOTO_LIMIT } from '@civic/contracts';
import { IntegrationKeysService } from '../application/integration-keys.service.js';
import { Open311Error } from '../domain/open311-error.js';

/** Photos read from one multipart body at most: the highest plan photo limit; later file parts are skipped unread. */
export const OPEN311_MAX_FILE_PARTS = PREMIUM_PHOTO_LIMIT;
/** Text fields of one multipart body at most: the GeoReport v2 fields, five media_url and the attributes fit. */
const OPEN311_TEXT_FIELDS = 32;
/** Bytes of one text field at most: a description of 5,000 characters of up to 4 bytes each, with room to spare. */
const OPEN311_TEXT_FIELD_BYTES = 24 * 1024;
/** File parts of one body at most, those skipped unread included. */
const OPEN311_FILE_PARTS_SENT = 16;

/** Refused when a multipart body's first file part arrives before any api_key field. */
export const API_KEY_BEFORE_FILES = 'api_key was not provided. In a multipart body it must come before the first file part.';
/** Refused when the api_key sent before the first file part names no working key (the handler's own words for it). */
export const API_KEY_INVALID = 'api_key is invalid or was revoked.';

/**
 * The decision on one request's file parts: why its photos are refused (null when its key works; checked once, at its
 * first file part), and how many came.
 */
interface FilePartsOfRequest {
  refusal: Promise<string | null>;
  seen: number;
}
const filePartsOf = new WeakMap<object, FilePartsOfRequest>();

/**
 * The multipart options of the Open311 POST routes (MultipartModule in Open311Module). Every file part is a photo
 * whatever its field name, of at most 10 MB (MAX_PHOTO_BYTES); only the first OPEN311_MAX_FILE_PARTS are read into
 * memory, the rest are drained and ignored (the plan's photo limit then keeps the first ones, as the wizard ignores extra
 * photos). The routes are public and their api_key is a field of the body, so a photo is read into memory only once the
 * body's api_key, sent before it as FixMyStreet's client does, names a working key: without one, the first file part
 * ends the request with 403 (API_KEY_BEFORE_FILES, API_KEY_INVALID), and five photos of 10 MB are never held for a
 * made-up key. The text fields, kept in memory as they arrive, are bounded too: 32 of 24 KB at most (400 past them).
 */
@Injectable()
export class Open311MultipartOptions implements MultipartOptionsFactory {
  constructor(private readonly keys: IntegrationKeysService) {}

  createMultipartOptions(): MultipartModuleOptions {
    return {
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: OPEN311_FILE_PARTS_SENT,
        fields: OPEN311_TEXT_FIELDS,
        fieldSize: OPEN311_TEXT_FIELD_BYTES,
        fieldNameSize: 100,
        parts: OPEN311_TEXT_FIELDS + OPEN311_FILE_PARTS_SENT,
        headerPairs: 50,
      },
      fileFilter: (req: object, _file: unknown, accept: (error: Error | null, keep: boolean) => void) => {
        let parts = filePartsOf.get(req);
        if (!parts) {
          const apiKey = (req as { body?: Record<string, unknown> }).body?.api_key;
          const refusal =
            typeof apiKey === 'string' && apiKey.trim()
              ? this.keys.authenticate(apiKey.trim()).then((key) => (key ? null : API_KEY_INVALID))
              : Promise.resolve(API_KEY_BEFORE_FILES);
          parts = { refusal, seen: 0 };
          filePartsOf.set(req, parts);
        }
        parts.seen += 1;
        const seen = parts.seen;
        parts.refusal.then(
          (refusal) => (refusal ? accept(new Open311Error(403, refusal), false) : accept(null, seen <= OPEN311_MAX_FILE_PARTS)),
          (error: Error) => accept(error, false),
        );
      },
    };
  }
}
