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

// jsdom has HTMLDialogElement without showModal() and close(), and no close requests. A minimal stand-in: a modal
// dialog is one with the open attribute, and Escape asks the topmost one to close with a cancelable `cancel` event,
// as browsers do (a keydown whose default was prevented asks nothing).
if (win && win.HTMLDialogElement && !win.HTMLDialogElement.prototype.showModal) {
  const modals = [];
  const proto = win.HTMLDialogElement.prototype;
  proto.showModal = function showModal() {
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.show = function show() {
    this.setAttribute('open', '');
  };
  proto.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new win.Event('close'));
  };
  win.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.hasAttribute('open')).pop();
    if (top && top.dispatchEvent(new win.Event('cancel', { cancelable: true }))) top.close();
  });
}

// jsdom does no layout, so it has no ResizeObserver: a stand-in that observes and never reports a size change
// (every element of jsdom keeps its zero size), which is what a real observer would report there.
if (win && !win.ResizeObserver) {
  win.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.ResizeObserver = win.ResizeObserver;
}
