// Control characters and double quotes cannot appear in a Content-Disposition file name.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f"]/g;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** The stored MIME type without parameters when it is well formed, else application/octet-stream. */
export function safeContentType(contentType: string): string {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return MIME.test(type) ? type : 'application/octet-stream';
}

/**
 * A file name safe for a download: the last path segment, without control characters, quotes or backslashes,
 * at most 150 characters (the extension kept), "attachment" when nothing is left.
 */
export function safeFilename(filename: string): string {
  const last = (filename ?? '').split(/[/\\]/).pop() ?? '';
  let name = last.replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (name.length > 150) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 150 - ext.length) + ext;
  }
  return name || 'attachment';
}

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<encoded>` (RFC 6266 and RFC 5987). */
export function attachmentDisposition(filename: string): string {
  const name = safeFilename(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
