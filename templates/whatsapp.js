// The WhatsApp corner button waits off screen while the hero, which has its
// own demo button, is in view, and shows once the visitor has scrolled past
// it. It only toggles a class: the button is fixed, so nothing moves. Without
// JavaScript, the stylesheet shows the button all along.
(function (root) {
  document.addEventListener("DOMContentLoaded", function () {
    var hero = document.querySelector(".hero");
    if (!hero || !window.IntersectionObserver) return root.classList.add("past-hero");
    new IntersectionObserver(function (entries) {
      root.classList.toggle("past-hero", !entries[entries.length - 1].isIntersecting);
    }).observe(hero);
  });
})(document.documentElement);
