// The colour theme the reader chose with the switch in the top bar ("light" or "dark", kept in
// this browser's localStorage), set on <html> before the page is first painted: this script is
// loaded without `defer` in the head so a dark-theme reader never sees a light flash. Without a
// choice (or without JavaScript) the stylesheet follows the system's `prefers-color-scheme`.
(function () {
  "use strict";
  try {
    var theme = localStorage.getItem("tablon:theme");
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  } catch (e) { /* storage blocked: the system's setting applies */ }
})();
