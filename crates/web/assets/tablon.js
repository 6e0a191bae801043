// Tablón's page script: live updates, copy buttons, the join link's token. Everything here is an
// enhancement: the pages work without it.
(function () {
  "use strict";

  // Live updates: the API's event stream only signals; htmx fetches the fragments again
  // (hx-trigger="tablon:update from:body").
  function live() {
    var table = document.getElementById("table");
    if (!table || !window.EventSource) return;
    var source = new EventSource(table.dataset.stream);
    var timer = null;
    function poke() {
      if (timer) return;
      timer = setTimeout(function () {
        timer = null;
        document.body.dispatchEvent(new Event("tablon:update"));
      }, 120);
    }
    source.addEventListener("event", poke);
    source.addEventListener("view", poke);
    document.documentElement.dataset.live = "on";
  }

  // Copy buttons: <button class="copy" data-copy="text">.
  function copy(event) {
    var button = event.target.closest("button.copy[data-copy]");
    if (!button) return;
    var text = button.dataset.copy;
    var done = function () {
      var old = button.textContent;
      button.textContent = "✓";
      setTimeout(function () { button.textContent = old; }, 1200);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () {});
    } else {
      var area = document.createElement("textarea");
      area.value = text;
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy"); done(); } catch (e) { /* nothing to do */ }
      area.remove();
    }
  }

  // /join#TOKEN: the token never reaches the server in the URL; copy it into the form.
  function join() {
    var input = document.getElementById("token");
    if (input && location.hash.length > 1 && !input.value) {
      input.value = decodeURIComponent(location.hash.slice(1));
    }
  }

  // A post that was sent clears its form, unless the server refused it.
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (form && form.classList && form.classList.contains("post-form") && event.detail.successful &&
        !event.detail.xhr.getResponseHeader("x-tablon-refused")) {
      form.reset();
    }
  });

  document.addEventListener("click", copy);
  document.addEventListener("DOMContentLoaded", function () { live(); join(); });
})();
