// Asks for a page's later stylesheet once the page has loaded and painted, so
// the request competes with nothing the first screen needs (the first flight
// carries the header's and the first sections' or the prose's rules inline).
// Its address is the <noscript> link's, which serves a page without
// JavaScript. When it has arrived, or failed (unstyled text is better than
// none), the parts it styles are shown a few a frame, laid out in tasks of a
// few milliseconds rather than the whole page at once, which would keep a
// slow phone busy: each section, then each block of its container (its
// heading, its cards, its table), as a section at once was still a task of
// 50-140 ms on a phone 4x slower than a laptop. Each part is laid out as it
// is shown, so a task knows what it has spent and lets a frame be drawn once
// that is 5 ms: a slow phone shows one part a frame, a laptop the page in a
// few. Then "styled" on <html> (styles/later.css). A link to a section below
// a landing page's first screen (/#pricing, shared on WhatsApp) found it out
// of layout, so the page goes to it again once all is shown; a legal page's
// sections were always in layout, and a reader who has scrolled on stays
// where they are.
(function () {
  var root = document.documentElement;
  function showAll() {
    var parts = document.querySelectorAll(".later > *, .later > * > .container > *");
    var shown = 0;
    (function next() {
      var start = performance.now();
      for (var part; (part = parts[shown++]);) {
        part.classList.add("shown");
        void part.offsetHeight;
        // 5 ms of layout, then a frame is drawn before the next part.
        if (performance.now() - start >= 5)
          return requestAnimationFrame(function () {
            setTimeout(next, 0);
          });
      }
      root.classList.add("styled");
      var hash = parts.length && window.location.hash;
      var target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: "instant" });
    })();
  }
  function fetchLater() {
    var source = document.getElementById("later-styles");
    var found = source && /href="([^"]+)"/.exec(source.textContent);
    if (!found) return showAll();
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = found[1].replace(/&amp;/g, "&");
    link.onload = link.onerror = showAll;
    document.head.appendChild(link);
  }
  // Once the first paint is reported: a request begun before it would be
  // counted against it. Where paints are not reported, a frame after load.
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf("paint") >= 0)
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(fetchLater, 0);
      }).observe({ type: "paint", buffered: true });
    else
      requestAnimationFrame(function () {
        setTimeout(fetchLater, 0);
      });
  }
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint);
})();
