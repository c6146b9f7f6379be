// react-router 7 needs TextEncoder and TextDecoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom does not implement scrolling; the shell scrolls on every route change.
const { window: win, Element: ElementClass } = globalThis;
if (win) win.scrollTo = () => {};
if (ElementClass && !ElementClass.prototype.scrollIntoView) ElementClass.prototype.scrollIntoView = () => {};

// jsdom has no matchMedia. react-hot-toast's Toaster asks it for the reduced-motion preference (no), the top bar
// for the desktop width (yes: jsdom's window is 1024 px wide, and the tests read the bar's inline links).
if (win && !win.matchMedia) {
  win.matchMedia = (query) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
