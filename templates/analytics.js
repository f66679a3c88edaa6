// Loads the analytics service's script (site.yaml's analytics) once the page
// has loaded and shown its content (first-contentful-paint), so it never
// competes with the page for the first round trip or delays what the visitor
// sees. The element this runs in carries the script's address (data-script)
// and the service's own settings (data-domain, data-website-id, …), which the
// new script element gets; the CSP allows the service's one origin. Clicks
// on marked buttons are counted by the service's own script from their class
// or data attributes: nothing here handles them.
(function (own) {
  var settings = own.dataset;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    for (var key in settings) if (key !== "script") script.dataset[key] = settings[key];
    script.src = settings.script;
    document.head.appendChild(script);
  }
  function painted() {
    return performance.getEntriesByName("first-contentful-paint").length > 0;
  }
  addEventListener("load", function () {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    // Where the browser reports paints, wait for the first one with content; elsewhere, a frame after load.
    if (types.indexOf("paint") < 0)
      return requestAnimationFrame(function () {
        setTimeout(start);
      });
    if (painted()) return setTimeout(start);
    new PerformanceObserver(function (list, observer) {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: "paint" });
  });
})(document.currentScript);
