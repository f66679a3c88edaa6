// Asks for the landing page's later stylesheet once the page has loaded and
// painted, so the request competes with nothing the first screen needs (the first flight
// carries the header's and the first sections' rules inline). Its address is
// the <noscript> link's, which serves a page without JavaScript. When it has
// arrived, or failed, "styled" on <html> shows what it styles (styles/later.css):
// unstyled text is better than none. A link to a section below the first
// screen (/#pricing, shared on WhatsApp) found it out of layout, so the
// page goes to it again once it is shown.
(function () {
  var root = document.documentElement;
  function fetchLater() {
    var source = document.getElementById("later-styles");
    var found = source && /href="([^"]+)"/.exec(source.textContent);
    if (!found) return root.classList.add("styled");
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = found[1].replace(/&amp;/g, "&");
    link.onload = link.onerror = function () {
      root.classList.add("styled");
      var hash = window.location.hash;
      var target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: "instant" });
    };
    document.head.appendChild(link);
  }
  // After the page has loaded, and after its next frame is painted: a request
  // begun before the first paint would be counted against it.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(fetchLater, 0);
    });
  }
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint);
})();
