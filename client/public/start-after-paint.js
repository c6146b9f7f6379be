/* global document, requestAnimationFrame -- a browser script, served as it is (no build step) */
/*
 * Starts the app once a pre-painted page is on screen (docs/adr/0074-pre-painted-first-screen.md). The page's
 * first screen is in its HTML; were the app's module script in the head, the browser would download and run about
 * 160 kB of script before its first paint whenever the script arrives quickly. This file (a plain file: the
 * Content-Security-Policy allows no inline script) waits for the frame after the first paint, then requests the
 * entry module's chunks at once (modulepreload) and runs them one chunk per browser task, in the order the build
 * (client/prepaint-plugin.ts) names them in its data-preload attribute, the entry (data-entry) last: a chunk runs its
 * own imports first, so each runs once and in an order its imports allow, and no task holds the whole start-up (a
 * phone stays responsive: Lighthouse's Total Blocking Time). A chunk that fails to load stops nothing: the entry
 * imports it again. A hidden tab paints no frame: a timer starts the app there all the same.
 */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var chunks = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function moduleScript(src, next) {
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = src;
    if (next) {
      module.onload = module.onerror = function () {
        setTimeout(next, 0);
      };
    }
    document.head.appendChild(module);
  }

  function run(index) {
    if (index >= chunks.length) {
      moduleScript(entry, null);
      return;
    }
    moduleScript(chunks[index], function () {
      run(index + 1);
    });
  }

  function start() {
    if (started) return;
    started = true;
    chunks.concat([entry]).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    run(0);
  }

  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
