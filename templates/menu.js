// The site's only script: progressive enhancement for the header navigation,
// after the WAI-ARIA disclosure-navigation pattern. Without it the links are
// simply shown. It runs in <head>, so the "js" class is set before first paint
// and the collapsed menu never flashes open.
(function () {
  var root = document.documentElement;
  root.classList.add("js");
  document.addEventListener("DOMContentLoaded", function () {
    var header = document.querySelector("[data-menu]");
    var button = header && header.querySelector(".menu-toggle");
    var list = button && document.getElementById(button.getAttribute("aria-controls"));
    if (!list) return;

    function setOpen(open, returnFocus) {
      button.setAttribute("aria-expanded", String(open));
      header.classList.toggle("is-open", open);
      if (!open && returnFocus) button.focus();
    }
    function isOpen() {
      return button.getAttribute("aria-expanded") === "true";
    }

    button.addEventListener("click", function () {
      setOpen(!isOpen(), false);
    });
    // Choosing a link closes the menu; the browser then moves to the section.
    list.addEventListener("click", function (event) {
      if (event.target.closest("a")) setOpen(false, false);
    });
    header.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isOpen()) {
        setOpen(false, true);
        event.preventDefault();
      }
    });
    // Moving focus or clicking outside the header closes it too.
    document.addEventListener("click", function (event) {
      if (isOpen() && !header.contains(event.target)) setOpen(false, false);
    });
    header.addEventListener("focusout", function (event) {
      if (isOpen() && event.relatedTarget && !header.contains(event.relatedTarget)) setOpen(false, false);
    });
  });
})();
