/**
 * Bounds on a body's shape, checked on its raw bytes before it is turned into objects. JSON.parse allocates an object
 * of about 60 bytes for the 3 bytes of `{},`, so a body's size alone does not bound what parsing it costs: these do,
 * with the size, so that no accepted body costs more memory than a small multiple of its bytes.
 */
export interface BodyShape {
  /** Deepest nesting of objects and arrays; the top-level object is depth 1. */
  depth: number;
  /** Most values in the whole body: the top-level value plus every member of every object and array. */
  values: number;
  /** Most members (array elements, or object keys) of any one object or array. */
  items: number;
}

/** Which bound a body broke, and the bound. */
export interface ShapeViolation {
  rule: keyof BodyShape;
  max: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

const isWhitespace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** The index of the quote that ends the string whose opening quote is at `open`, or -1 when it never ends. */
function endOfString(body: Buffer, open: number): number {
  let close = body.indexOf(QUOTE, open + 1);
  while (close !== -1) {
    let backslashes = 0;
    for (let k = close - 1; k > open && body[k] === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = body.indexOf(QUOTE, close + 1);
  }
  return -1;
}

/**
 * The first bound of `shape` that the JSON text in `body` breaks, or null. A single pass over the bytes that counts
 * brackets and commas and skips strings (a quote, a backslash and the structural characters are single bytes in
 * UTF-8, so multi-byte characters need no decoding); it validates nothing else, and JSON.parse still refuses a body
 * that is not JSON. For valid JSON it counts exactly what JSON.parse would build, and for invalid JSON never less than
 * what JSON.parse builds before it fails, so no body gets past the bounds by being malformed.
 */
export function jsonShapeViolation(body: Buffer, shape: BodyShape): ShapeViolation | null {
  // Members so far of each open object or array (index = depth - 1), and whether its current member has begun.
  const members = new Array<number>(shape.depth).fill(0);
  const begun = new Array<boolean>(shape.depth).fill(false);
  let depth = 0;
  let values = 0;
  let rootSeen = false;
  const length = body.length;
  for (let i = 0; i < length; i++) {
    const byte = body[i]!;
    if (isWhitespace(byte)) continue;
    if (depth > 0 && byte === COMMA) {
      // A comma ends one member and opens the next.
      begun[depth - 1] = false;
      continue;
    }
    if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      if (depth > 0) depth--;
      continue;
    }
    // Any other byte belongs to a value: the start of a member of the innermost open object or array, or the top value.
    if (depth > 0) {
      const level = depth - 1;
      if (!begun[level]) {
        begun[level] = true;
        if (++members[level]! > shape.items) return { rule: 'items', max: shape.items };
        if (++values > shape.values) return { rule: 'values', max: shape.values };
      }
    } else if (!rootSeen) {
      rootSeen = true;
      values = 1;
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (depth === shape.depth) return { rule: 'depth', max: shape.depth };
      members[depth] = 0;
      begun[depth] = false;
      depth++;
    } else if (byte === QUOTE) {
      const close = endOfString(body, i);
      if (close === -1) return null;
      i = close;
    }
  }
  return null;
}

/**
 * The bound a form-encoded body (`a=1&b=2`) breaks, or null: each `&`-separated pair becomes one value when it is
 * parsed, so the pairs are counted against `values`. Forms are flat (fast-querystring reads `a[b]` as a key).
 */
export function formShapeViolation(body: Buffer, shape: BodyShape): ShapeViolation | null {
  if (body.length === 0) return null;
  let pairs = 1;
  for (let at = body.indexOf(0x26); at !== -1; at = body.indexOf(0x26, at + 1)) {
    if (++pairs > shape.values) return { rule: 'values', max: shape.values };
  }
  return null;
}
