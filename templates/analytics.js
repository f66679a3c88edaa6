// Loads the analytics service's script (site.yaml's analytics) once the page
// has loaded and painted, so it never competes with the page for the first
// round trip or delays its first paint. The element this runs in carries the
// script's address (data-script) and the service's own settings (data-domain,
// data-website-id, …), which the new script element gets; the CSP allows the
// service's one origin. Clicks on marked buttons are counted by the service's
// own script from their class or data attributes: nothing here handles them.
(function (own) {
  var settings = own.dataset;
  addEventListener("load", function () {
    // A frame after load: by then the first paint has happened.
    requestAnimationFrame(function () {
      setTimeout(function () {
        var script = document.createElement("script");
        for (var key in settings) if (key !== "script") script.dataset[key] = settings[key];
        script.src = settings.script;
        document.head.appendChild(script);
      });
    });
  });
})(document.currentScript);
