// The limited-time offer ends on its last day even if the site is not
// rebuilt that night: from the next day in India (by the visitor's clock) the
// page hides the box. It runs in <head>, before the first paint, so nothing
// on the page moves; with JavaScript off, the next build leaves the box out.
(function (root, script) {
  var until = script && script.getAttribute("data-until");
  // India keeps UTC+5:30 all year: its date is the UTC date 5.5 hours on.
  var today = new Date(Date.now() + 19800000).toISOString().slice(0, 10);
  if (until && today > until) root.classList.add("offer-ended");
})(document.documentElement, document.currentScript);
