/* global document, requestAnimationFrame -- a browser script, served as it is (no build step) */
/*
 * Starts the app once the prerendered home page has been painted (issue 14; docs/decisions.md, "Client
 * performance"). index.html carries the home page's first screen as HTML; were the app's module script in the head,
 * the browser would download and run about 160 kB of script before its first paint whenever the script arrives
 * quickly. This file (a plain file: the Content-Security-Policy allows no inline script) waits for the frame after
 * the first paint, then adds the entry module and its preloads named by the build (prerender-plugin.ts) in its
 * data-entry and data-preload attributes. A hidden tab paints no frame: a timer starts the app there all the same.
 */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
