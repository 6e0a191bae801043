// Tablón's page script: live updates, copy buttons, the join link's token, the set-up forms'
// helpers. Everything here is an enhancement: the pages work without it. No page has an inline
// script (the Content-Security-Policy allows none): whatever a page runs lives here.
(function () {
  "use strict";

  // Loaded as the browser's shared live worker (see `live`), this file runs only that.
  if (typeof document === "undefined") {
    liveWorker(self);
    return;
  }
  var scriptUrl = document.currentScript ? document.currentScript.src : "";

  // The browser's one live connection. Over HTTP/1.1 a browser opens at most six connections to a
  // host, so a stream per tab left a seventh table tab waiting forever. Every tab of this origin
  // connects to one shared worker (this same file) and says which table it shows from which
  // position; the worker follows all of them on one `/api/live` stream, opened again (from the
  // positions heard, so nothing is told twice or lost) whenever the set of tables changes, and
  // passes each table's news to the tabs that show it.
  function liveWorker(scope) {
    var followers = []; // { port, table, after, post }
    // table -> the stream's position (where it opened, then the last news it told): { seq, post },
    // and the newest post it told of each thread.
    var at = {};
    var posts = {};
    var source = null;
    var opened = false;
    var wanted = "";
    var timer = null;
    function tell(table, message) {
      followers.forEach(function (f) { if (table === null || f.table === table) f.port.postMessage(message); });
    }
    function reopen() {
      clearTimeout(timer);
      timer = setTimeout(function () {
        // A table new to the stream starts where its least advanced tab is; one it follows already
        // goes on from where it is (a tab behind that was told so when it came, see "follow").
        var from = {};
        followers.forEach(function (f) {
          var was = from[f.table];
          if (f.table in at) from[f.table] = at[f.table];
          else from[f.table] = was ? { seq: Math.min(was.seq, f.after), post: Math.min(was.post, f.post) } : { seq: f.after, post: f.post };
        });
        var tables = Object.keys(from).sort().slice(0, 32);
        if (tables.join(",") === wanted) return;
        wanted = tables.join(",");
        var kept = {};
        at = {};
        tables.forEach(function (t) { at[t] = from[t]; kept[t] = posts[t] || {}; });
        posts = kept;
        if (source) source.close();
        source = null;
        opened = false;
        if (!tables.length) return;
        source = new EventSource("/api/live?tables=" + tables.map(function (t) { return t + ":" + at[t].seq + ":" + at[t].post; }).join(","));
        source.addEventListener("open", function () {
          opened = true;
          tell(null, { kind: "open" });
        });
        ["event", "view", "post", "seats", "handouts", "closed"].forEach(function (kind) {
          source.addEventListener(kind, function (message) {
            var data = JSON.parse(message.data);
            var here = at[data.table];
            if (here && data.seq) here.seq = Math.max(here.seq, data.seq);
            if (here && data.post) {
              here.post = Math.max(here.post, data.post);
              posts[data.table][data.thread] = Math.max(posts[data.table][data.thread] || 0, data.post);
            }
            tell(data.table, { kind: kind, data: data });
          });
        });
      }, 30);
    }
    scope.addEventListener("connect", function (event) {
      var port = event.ports[0];
      port.addEventListener("message", function (message) {
        var m = message.data;
        followers = followers.filter(function (f) { return f.port !== port; });
        if (m.kind === "follow") {
          var f = { port: port, table: Number(m.table), after: Number(m.after) || 0, post: Number(m.post) || 0 };
          followers.push(f);
          // A page drawn before news the stream has already told (a reload, a form's answer racing a
          // move) would otherwise wait for the next news: it hears now that the table moved on.
          var here = at[f.table];
          if (here && here.seq > f.after) port.postMessage({ kind: "event", data: { table: f.table, seq: here.seq } });
          Object.keys(posts[f.table] || {}).forEach(function (thread) {
            var post = posts[f.table][thread];
            if (post > f.post) port.postMessage({ kind: "post", data: { table: f.table, post: post, thread: thread } });
          });
          if (opened) port.postMessage({ kind: "open" });
        }
        reopen();
      });
      port.start();
    });
  }

  // Without a shared worker (Chrome on Android has none), the tabs of this origin elect one of them
  // with the Web Locks API to hold the browser's one live connection: the elected tab runs
  // `liveWorker` itself, and every tab (itself included) talks to it over a BroadcastChannel as it
  // would to the worker, through a port of the same shape. When the elected tab closes, its lock
  // passes to a waiting tab, which says so, and every tab follows its table again from where its
  // page is (so nothing is lost). Null where the browser has neither (each tab its own stream).
  function electedTab() {
    if (!window.BroadcastChannel || !navigator.locks) return null;
    // A port of a shared worker's shape over a BroadcastChannel: `send` posts a message, `hear`
    // gives one to its listeners.
    function channelPort(send) {
      var listeners = [];
      return {
        postMessage: send,
        addEventListener: function (_, listener) { listeners.push(listener); },
        start: function () {},
        hear: function (m) { listeners.forEach(function (listener) { listener({ data: m }); }); },
      };
    }
    var me = Math.random().toString(36).slice(2) + Date.now().toString(36);
    var channel = new BroadcastChannel("tablon-live");
    var port = channelPort(function (m) { channel.postMessage({ to: "elected", from: me, m: m }); });
    channel.addEventListener("message", function (event) {
      var d = event.data;
      if (d.to === me) port.hear(d.m);
      else if (d.to === "all" && d.m.kind === "elected" && port.elected) port.elected();
    });
    navigator.locks.request("tablon-live", function () {
      var scope = new EventTarget();
      var tabs = {};
      var lead = new BroadcastChannel("tablon-live");
      lead.addEventListener("message", function (event) {
        var d = event.data;
        if (d.to !== "elected") return;
        if (!tabs[d.from]) {
          tabs[d.from] = channelPort(function (m) { lead.postMessage({ to: d.from, m: m }); });
          var connect = new Event("connect");
          connect.ports = [tabs[d.from]];
          scope.dispatchEvent(connect);
        }
        tabs[d.from].hear(d.m);
      });
      liveWorker(scope);
      lead.postMessage({ to: "all", m: { kind: "elected" } });
      // Held for as long as this tab lives.
      return new Promise(function () {});
    });
    return port;
  }

  // Live updates: the API's event stream only signals; htmx fetches the fragments again. Game news
  // past what the game panel shows fires "tablon:game", and past what the story thread shows
  // "tablon:posts-story" (each keeps its log end in data-seq: a player's own command brings the new
  // panel at once, yet its lines still have to reach the story); a post fires "tablon:posts-story"
  // or "tablon:posts-talk".
  function live() {
    var table = document.getElementById("table");
    if (!table || !window.EventSource) return;
    var timers = {};
    // An element swapped in listens for its news only once htmx has settled it (20 ms later):
    // news told in between was lost, and the page stayed behind for good (a turn that came back
    // right after a refresh never showed). So the news told is counted by kind, the count is noted
    // when an element is swapped out, and if it grew before the new one settled it is told again.
    // The count is noted when the request starts, not when it is swapped in: news told while it
    // was on its way queued a second request on the element it replaces, which htmx then drops.
    // And a panel that shows less than the stream has told (a form's answer swapped in after a
    // later move's refresh) asks again, whatever the counts say.
    var news = {};
    var before = {};
    var latest = 0; // the last position the stream told
    function newsOf(elt) {
      var trigger = elt && elt.getAttribute ? elt.getAttribute("hx-trigger") : null;
      var m = trigger ? trigger.match(/^(tablon:[a-z-]+) from:body$/) : null;
      return m ? m[1] : null;
    }
    document.addEventListener("htmx:beforeRequest", function (event) {
      var target = event.detail.target;
      var name = newsOf(target);
      if (!name || !target.id) return;
      var count = news[name] || 0;
      before[target.id] = target.id in before ? Math.min(before[target.id], count) : count;
    });
    document.addEventListener("htmx:afterSettle", function (event) {
      var id = event.target && event.target.id;
      var element = id && document.getElementById(id);
      var name = newsOf(element);
      if (!name) return;
      var then = id in before ? before[id] : null;
      delete before[id];
      if (element.dataset.seq && latest > Number(element.dataset.seq)) fire(name);
      else if (then !== null && (news[name] || 0) > then) fire(name);
    });
    function fire(name) {
      if (timers[name]) return;
      timers[name] = setTimeout(function () {
        timers[name] = null;
        news[name] = (news[name] || 0) + 1;
        document.body.dispatchEvent(new Event(name));
      }, 120);
    }
    function shows(id) {
      var element = document.getElementById(id);
      return element ? Number(element.dataset.seq) : 0;
    }
    function game(message) {
      var seq = Number(message.lastEventId);
      latest = Math.max(latest, seq);
      if (seq > shows("game")) fire("tablon:game");
      if (seq > shows("posts-story")) fire("tablon:posts-story");
    }
    function post(thread) {
      if (thread === "story" || thread === "talk") fire("tablon:posts-" + thread);
    }
    function opened() { document.documentElement.dataset.live = "on"; }
    var port = null;
    if (window.SharedWorker && scriptUrl) {
      try {
        port = new SharedWorker(scriptUrl, { name: "tablon-live" }).port;
      } catch (e) {
        // No shared worker here: the tabs elect one of them below.
      }
    }
    port = port || electedTab();
    if (port) {
      port.addEventListener("message", function (message) {
        var m = message.data;
        if (m.kind === "open") opened();
        else if (m.kind === "event" || m.kind === "view") game({ lastEventId: String(m.data.seq) });
        else if (m.kind === "post") post(m.data.thread);
        else if (m.kind === "seats") fire("tablon:game");
        else if (m.kind === "handouts") fire("tablon:handouts");
      });
      port.start();
      var follow = function () {
        port.postMessage({
          kind: "follow",
          table: Number(table.dataset.table),
          after: Number(table.dataset.seq) || 0,
          post: Number(table.dataset.post) || 0,
        });
      };
      port.elected = follow;
      follow();
      window.addEventListener("pagehide", function () { port.postMessage({ kind: "leave" }); });
      window.addEventListener("pageshow", function (event) { if (event.persisted) follow(); });
      return;
    }
    var source = new EventSource(table.dataset.stream);
    source.addEventListener("event", game);
    source.addEventListener("view", game);
    source.addEventListener("post", function (message) { post(JSON.parse(message.data).thread); });
    // A seat changed (a new name): the side column and the panel are drawn again.
    source.addEventListener("seats", function () { fire("tablon:game"); });
    // A handout shown to the reader's seat: the handouts are drawn again.
    source.addEventListener("handouts", function () { fire("tablon:handouts"); });
    source.addEventListener("open", opened);
  }

  // Presence: a seat's table page, while open and visible, tells the server now and then (every
  // data-presence ms), so the mails for its reader wait until they have been away for the hold.
  function presence() {
    var table = document.getElementById("table");
    if (!table || !table.dataset.presence || !window.fetch) return;
    var url = "/api/tables/" + table.dataset.table + "/presence";
    function tell() {
      if (document.visibilityState !== "visible") return;
      fetch(url, { method: "POST", credentials: "same-origin", headers: { "X-Tablon-CSRF": "1" } })
        .catch(function () {});
    }
    tell();
    setInterval(tell, Number(table.dataset.presence));
    document.addEventListener("visibilitychange", tell);
  }

  // Mentions: "@" and the start of a name in a post's text offers the names it may complete to
  // (the textarea's data-mentions; accents and case ignored) in the listbox after it, as an ARIA
  // combobox: arrows move through the list, Enter or Tab takes the name, Escape closes it; a
  // click or tap takes it too. Forms are swapped by htmx, so this listens on the document.
  function foldName(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function mentionState(area) {
    var list = area.id && document.getElementById(area.id.replace(/^body-/, "mentions-"));
    if (!list || !area.dataset.mentions) return null;
    if (!area.hasAttribute("role")) {
      area.setAttribute("role", "combobox");
      area.setAttribute("aria-autocomplete", "list");
      area.setAttribute("aria-controls", list.id);
      area.setAttribute("aria-expanded", "false");
    }
    return list;
  }
  function typedMention(area) {
    var before = area.value.slice(0, area.selectionStart);
    var m = before.match(/(^|[^\p{L}\p{N}])@([^@\n]{0,40})$/u);
    return m ? { at: before.length - m[2].length, typed: m[2] } : null;
  }
  function closeMentions(area, list) {
    list.hidden = true;
    list.textContent = "";
    area.setAttribute("aria-expanded", "false");
    area.removeAttribute("aria-activedescendant");
  }
  function offerMentions(area) {
    var list = mentionState(area);
    if (!list) return;
    var typed = typedMention(area);
    var names = [];
    try { names = JSON.parse(area.dataset.mentions); } catch (e) { names = []; }
    var wanted = typed ? foldName(typed.typed) : null;
    var found = wanted === null ? [] : names.filter(function (n) { return foldName(n).indexOf(wanted) === 0 && foldName(n) !== wanted; }).slice(0, 8);
    if (!found.length) return closeMentions(area, list);
    list.textContent = "";
    found.forEach(function (name, i) {
      var li = document.createElement("li");
      li.id = list.id + "-" + i;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", i === 0 ? "true" : "false");
      li.textContent = name;
      list.appendChild(li);
    });
    list.hidden = false;
    area.setAttribute("aria-expanded", "true");
    area.setAttribute("aria-activedescendant", list.id + "-0");
  }
  function takeMention(area, list, option) {
    var typed = typedMention(area);
    if (!typed || !option) return closeMentions(area, list);
    var after = area.value.slice(area.selectionStart);
    var insert = option.textContent + " ";
    area.value = area.value.slice(0, typed.at) + insert + after;
    var caret = typed.at + insert.length;
    area.setSelectionRange(caret, caret);
    closeMentions(area, list);
    area.focus();
  }
  document.addEventListener("input", function (event) {
    if (event.target.matches && event.target.matches("textarea[data-mentions]")) offerMentions(event.target);
  });
  document.addEventListener("keydown", function (event) {
    var area = event.target;
    if (!area.matches || !area.matches("textarea[data-mentions]")) return;
    var list = mentionState(area);
    if (!list || list.hidden) return;
    var options = [].slice.call(list.querySelectorAll("[role=option]"));
    var at = options.findIndex(function (o) { return o.getAttribute("aria-selected") === "true"; });
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      var next = (at + (event.key === "ArrowDown" ? 1 : options.length - 1)) % options.length;
      options.forEach(function (o, i) { o.setAttribute("aria-selected", i === next ? "true" : "false"); });
      area.setAttribute("aria-activedescendant", options[next].id);
      options[next].scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      takeMention(area, list, options[at]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeMentions(area, list);
    }
  });
  document.addEventListener("mousedown", function (event) {
    var option = event.target.closest && event.target.closest(".mention-list [role=option]");
    if (!option) return;
    event.preventDefault(); // keep the focus (and the caret) in the text
    var list = option.parentNode;
    var area = document.querySelector("[aria-controls='" + list.id + "']");
    if (area) takeMention(area, list, option);
  });
  document.addEventListener("focusout", function (event) {
    var area = event.target;
    if (area.matches && area.matches("textarea[data-mentions]")) {
      var list = mentionState(area);
      if (list) closeMentions(area, list);
    }
  });

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

  // A form's idempotency key (`_idem`) names one sending of it: a resend of that sending is applied
  // once. Once a form's answer arrives, the form stays on the page for the next sending, which gets
  // a new key (kept by `form.reset()`, which restores the attribute).
  function freshKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (!form || !form.querySelectorAll || !event.detail.successful) return;
    if (event.detail.xhr.getResponseHeader("x-tablon-refused")) return;
    form.querySelectorAll("input[name=_idem]").forEach(function (input) {
      input.setAttribute("value", freshKey());
      input.value = input.getAttribute("value");
    });
  });

  // A post that was sent clears its form, unless the server refused it.
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (form && form.classList && form.classList.contains("post-form") && event.detail.successful &&
        !event.detail.xhr.getResponseHeader("x-tablon-refused")) {
      form.reset();
    }
  });

  // A player typing into an action form keeps it: while a text field of the game panel has the
  // focus, a live refresh of the panel waits (a note says the table moved on) and happens when the
  // focus leaves the form, unless the form was sent (its answer brings the new panel). Checkboxes and
  // selects (the odds composer, choices) never hold a refresh back.
  var typing = false;
  var pending = false;
  function gameForm(el) {
    return el && el.closest ? el.closest("#game form") : null;
  }
  function textual(el) {
    return el.matches("textarea, input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=hidden]):not([type=button])");
  }
  document.addEventListener("focusin", function (event) {
    typing = !!(gameForm(event.target) && textual(event.target));
  });
  document.addEventListener("focusout", function (event) {
    if (!gameForm(event.target)) return;
    typing = false;
    setTimeout(function () {
      if (pending && !typing) {
        pending = false;
        document.body.dispatchEvent(new Event("tablon:game"));
      }
    }, 400);
  });
  document.addEventListener("htmx:beforeRequest", function (event) {
    var elt = event.detail.elt;
    if (!elt) return;
    if (event.detail.requestConfig.verb === "post" && gameForm(elt)) {
      pending = false; // the answer brings the new panel
      return;
    }
    if (!typing || elt.id !== "game" || event.detail.requestConfig.verb !== "get") return;
    event.preventDefault();
    pending = true;
    if (!elt.querySelector(".stale-note")) {
      var note = document.createElement("p");
      note.className = "stale-note";
      note.setAttribute("role", "status");
      note.textContent = elt.dataset.staleText || "";
      elt.prepend(note);
    }
  });

  // What a player typed or chose in an action form survives a live refresh of the panel, also after
  // the focus left it (a half-typed name, a ticked box, an opened form): before a refresh the
  // changed fields of each form are noted by form and field, and after it they are put back into
  // the same form of the new panel if it still has that field (a select only to an option it still
  // offers). The form the player sent is not kept (its answer is the new panel), unless the rules
  // refused it (the new panel names it in data-refused): then what was typed comes back too.
  var kept = null;
  function fieldsOf(form) {
    return form.querySelectorAll("input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select");
  }
  function changed(el) {
    if (el.type === "checkbox" || el.type === "radio") return el.checked !== el.defaultChecked;
    if (el.tagName === "SELECT") {
      return Array.prototype.some.call(el.options, function (o) { return o.selected !== o.defaultSelected; });
    }
    return el.value !== el.defaultValue;
  }
  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    var config = event.detail.requestConfig;
    if (!target || target.id !== "game" || !config) return;
    var sent = config.verb === "post" && config.elt && config.elt.closest ? config.elt.closest("form[data-form]") : null;
    var refused = (event.detail.serverResponse || "").match(/^\s*<section[^>]*\sdata-refused="([^"]*)"/);
    if (sent && refused && refused[1] === sent.dataset.form) sent = null;
    kept = [];
    target.querySelectorAll("form[data-form], form[data-keep]").forEach(function (form) {
      var name = form.dataset.form || form.dataset.keep;
      if (sent && sent.dataset.form === name) return;
      var open = Array.prototype.map.call(form.querySelectorAll("details"), function (d) { return d.open; });
      var fields = [];
      var seen = {};
      fieldsOf(form).forEach(function (el) {
        var key = el.name + "#" + (seen[el.name] = (seen[el.name] || 0) + 1);
        if (el.name && changed(el)) fields.push({ key: key, value: el.value, checked: el.checked });
      });
      if (fields.length || open.some(Boolean)) kept.push({ form: name, open: open, fields: fields });
    });
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    if (!kept || !event.detail.target || event.detail.target.id !== "game") return;
    var panel = document.getElementById("game");
    kept.forEach(function (k) {
      var form = panel && panel.querySelector('form[data-form="' + k.form + '"], form[data-keep="' + k.form + '"]');
      if (!form) return;
      form.querySelectorAll("details").forEach(function (d, i) { if (k.open[i]) d.open = true; });
      var byKey = {};
      var seen = {};
      fieldsOf(form).forEach(function (el) { byKey[el.name + "#" + (seen[el.name] = (seen[el.name] || 0) + 1)] = el; });
      k.fields.forEach(function (f) {
        var el = byKey[f.key];
        if (!el) return;
        if (el.type === "checkbox" || el.type === "radio") {
          el.checked = f.checked;
        } else if (el.tagName !== "SELECT" || Array.prototype.some.call(el.options, function (o) { return o.value === f.value; })) {
          el.value = f.value;
        }
      });
    });
    // A composer whose ticks came back weighs them again (its own request drew the defaults).
    kept.forEach(function (k) {
      var form = panel && panel.querySelector('form[data-keep="' + k.form + '"]');
      if (form && k.fields.length && window.htmx) htmx.trigger(form, "change");
    });
    kept = null;
  });

  // 44's set-up: each budget counter (<p data-budget=N>) follows the numbers of its fieldset as the
  // player types (without it the counters show the last submitted values and the server refuses a
  // wrong budget in place).
  document.addEventListener("input", function (event) {
    var fieldset = event.target.closest ? event.target.closest(".f44-setup fieldset") : null;
    var counter = fieldset ? fieldset.querySelector("[data-budget]") : null;
    if (!counter) return;
    var sum = 0;
    fieldset.querySelectorAll("input[type=number]").forEach(function (i) { sum += Number(i.value) || 0; });
    counter.querySelector("output").textContent = sum;
    counter.classList.toggle("over", sum !== Number(counter.dataset.budget));
  });

  // Tragedy Looper's set-up: a script file chosen is read into the text area and picked.
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (input.id !== "tl-script-file" || !input.files || !input.files[0]) return;
    input.files[0].text().then(function (text) {
      document.getElementById("tl-script-text").value = text;
      document.getElementById("tl-script-custom").checked = true;
    });
  });

  // After an action the game panel is replaced: the focus goes back to the same form of the new
  // panel (its button), else to the panel itself, instead of falling to the page's body. The
  // live region (#announce) says "your move" when the turn comes to the reader, and "new posts"
  // when a thread grows, without moving the focus.
  var sentForm = null;
  document.addEventListener("htmx:beforeRequest", function (event) {
    var form = gameForm(event.detail.elt);
    if (form && event.detail.requestConfig.verb === "post") sentForm = form.dataset.form || "";
  });
  function announce(key) {
    var region = document.getElementById("announce");
    if (!region) return;
    region.textContent = "";
    setTimeout(function () { region.textContent = region.dataset[key] || ""; }, 50);
  }
  // What each swapped element showed before its swap, by its id: the game panel and the threads
  // may be swapped at once (one live message fires both), so one record would mix them up.
  var befores = {};
  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    if (!target || !target.id) return;
    var seenAddressed = {};
    target.querySelectorAll("article.post.addressed[id]").forEach(function (p) { seenAddressed[p.id] = true; });
    befores[target.id] = { id: target.id, myTurn: target.dataset.myTurn, count: Number(target.dataset.count || 0),
      addressed: seenAddressed, focus: focusKey(target),
      focusLost: !document.activeElement || document.activeElement === document.body ||
        target.contains(document.activeElement) };
  });
  /** Where the focus is inside `target` (its form's name, the control's id, name and value), to find
   * the same control in the new panel: a live refresh must not drop a keyboard user's place. */
  function focusKey(target) {
    var a = document.activeElement;
    if (!a || a === document.body || !target.contains(a)) return null;
    var form = a.closest("form[data-form]");
    return { form: form ? form.dataset.form : null, id: a.id || null, name: a.getAttribute("name"),
      value: a.getAttribute("value") };
  }
  /** The control of `panel` that `key` names: by id, else by form and name (and value, for radio
   * buttons and buttons), else that form's submit button; null if the form is gone. */
  function refocus(panel, key) {
    if (!key) return null;
    var byId = key.id ? document.getElementById(key.id) : null;
    if (byId && panel.contains(byId)) return byId;
    var form = key.form !== null ? panel.querySelector('form[data-form="' + key.form + '"]') : null;
    if (!form) return null;
    var same = Array.prototype.find.call(form.elements, function (e) {
      return key.name !== null && e.getAttribute("name") === key.name && (key.value === null || e.getAttribute("value") === key.value);
    });
    return same || form.querySelector("button[type=submit], button:not([type])");
  }

  /** The record of the element an `htmx:afterSettle` is about (taken: each is read once). */
  function beforeOf(event) {
    var id = event.target && event.target.id;
    var before = id ? befores[id] : null;
    if (before) delete befores[id];
    return before;
  }
  document.addEventListener("htmx:afterSettle", function (event) {
    var before = beforeOf(event);
    var swapped = before ? document.getElementById(before.id) : null;
    if (!swapped) return;
    arrivedFrom(before, swapped);
    if (before.id === "game") {
      if (swapped.dataset.myTurn === "true" && before.myTurn !== "true") announce("yourMove");
      if (sentForm !== null && before.focusLost) {
        // Its button, not a text field: a focused text field holds live refreshes back (above).
        var form = swapped.querySelector('form[data-form="' + sentForm + '"]');
        var button = form && form.querySelector("button[type=submit], button:not([type])");
        (button || swapped).focus();
      } else if (before.focus) {
        // A live refresh replaced the panel under the focus: the same control of the new panel,
        // else the panel itself (never the page's body).
        (refocus(swapped, before.focus) || swapped).focus();
      }
      sentForm = null;
    } else if (before.id.indexOf("posts-") === 0 && Number(swapped.dataset.count || 0) > before.count) {
      announce("newPosts");
    }
  });

  // Names: the side column (drawn again on game news and when a seat changes) lists every seat's
  // label (#seat-labels), what the header says the reader is and what `@` completes to; the page's
  // other copies follow it: the header, each post form's whisper choices (their selection kept)
  // and its mention list.
  function syncNames() {
    var labels = document.getElementById("seat-labels");
    if (!labels) return;
    var youAre = document.getElementById("you-are");
    if (youAre && labels.dataset.youAre && youAre.textContent !== labels.dataset.youAre) youAre.textContent = labels.dataset.youAre;
    if (labels.dataset.mentions) {
      document.querySelectorAll("textarea[data-mentions]").forEach(function (a) { a.dataset.mentions = labels.dataset.mentions; });
    }
    labels.querySelectorAll("li[data-seat]").forEach(function (li) {
      document.querySelectorAll('select[name=whisper_to] option[value="' + li.dataset.seat + '"]').forEach(function (o) {
        if (o.textContent !== li.textContent) o.textContent = li.textContent;
      });
    });
  }
  document.addEventListener("htmx:afterSettle", syncNames);
  document.addEventListener("htmx:oobAfterSwap", syncNames);

  // Times: <time class="when" datetime> is written in UTC; shown relative ("5 minutes ago"), with
  // the exact time in the reader's time zone on hover (title) and on tap (the permalink's focus).
  function times(root) {
    var lang = document.documentElement.lang || "es";
    var relative = window.Intl && Intl.RelativeTimeFormat ? new Intl.RelativeTimeFormat(lang, { numeric: "auto" }) : null;
    var steps = [["second", 60], ["minute", 60], ["hour", 24], ["day", 7], ["week", 4.35], ["month", 12], ["year", Infinity]];
    (root || document).querySelectorAll("time.when[datetime]").forEach(function (t) {
      var at = new Date(t.getAttribute("datetime"));
      if (isNaN(at)) return;
      t.title = at.toLocaleString(lang, { dateStyle: "full", timeStyle: "short" });
      if (!relative) { t.textContent = at.toLocaleString(lang); return; }
      var value = (at.getTime() - Date.now()) / 1000;
      for (var i = 0; i < steps.length; i++) {
        if (Math.abs(value) < steps[i][1] || i === steps.length - 1) {
          t.textContent = relative.format(Math.round(value), steps[i][0]);
          return;
        }
        value /= steps[i][1];
      }
    });
  }

  // Moments people act by (<time class="at" datetime>, a deadline): written in UTC, shown as the
  // reader's date and time with their time zone's name.
  function moments(root) {
    var lang = document.documentElement.lang || "es";
    (root || document).querySelectorAll("time.at[datetime]").forEach(function (t) {
      var at = new Date(t.getAttribute("datetime"));
      if (isNaN(at)) return;
      t.textContent = at.toLocaleString(lang, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" });
      t.title = at.toLocaleString(lang, { dateStyle: "full", timeStyle: "full" });
    });
  }

  document.addEventListener("htmx:afterSettle", function (event) { moments(event.target); });

  // Threads: newest at the bottom, where the reader is. A live update (the whole list fetched
  // again) keeps the reader's place: at the bottom it follows the new items, higher up it stays
  // where it was and a button counts what is new below. The first item newer than the reader's
  // last visit (kept per table and thread in this browser) gets a marker.
  var places = {};
  function itemKeys(list) {
    var keys = {};
    list.querySelectorAll("article.post[id], .system-post[data-seq]").forEach(function (e) {
      keys[e.id || "seq-" + e.dataset.seq] = true;
    });
    return keys;
  }
  function newest(list) {
    var at = 0;
    list.querySelectorAll("[data-at]").forEach(function (e) { at = Math.max(at, Number(e.dataset.at) || 0); });
    return at;
  }
  function atBottom(list) {
    return list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  }
  function seenKey(list) {
    var table = document.getElementById("table");
    return table ? "tablon:seen:" + table.dataset.table + ":" + list.id : null;
  }
  function remember(list) {
    var key = seenKey(list);
    try { if (key) localStorage.setItem(key, String(newest(list))); } catch (e) { /* private mode */ }
  }
  function jumpButton(list) {
    var thread = list.closest(".thread");
    return thread ? thread.querySelector(".jump-newest") : null;
  }
  function openThread(list) {
    var key = seenKey(list);
    var seen = 0;
    try { seen = key ? Number(localStorage.getItem(key)) || 0 : 0; } catch (e) { /* private mode */ }
    var first = null;
    if (seen) {
      list.querySelectorAll("[data-at]").forEach(function (e) {
        if (!first && Number(e.dataset.at) > seen) first = e;
      });
    }
    if (first) {
      var marker = document.createElement("p");
      marker.className = "unread-marker";
      marker.textContent = list.dataset.unread || "";
      first.parentNode.insertBefore(marker, first);
      list.scrollTop = Math.max(0, marker.offsetTop - list.offsetTop - 8);
    } else {
      list.scrollTop = list.scrollHeight;
    }
    remember(list);
  }
  // The item the reader reads: the first one whose bottom is below the list's top, and how far
  // its top is from the list's top.
  function anchorOf(list) {
    var top = list.getBoundingClientRect().top;
    var items = list.querySelectorAll("article.post[id], .system-post[data-seq]");
    for (var i = 0; i < items.length; i++) {
      var box = items[i].getBoundingClientRect();
      if (box.bottom > top) return { key: items[i].id || "seq-" + items[i].dataset.seq, offset: box.top - top };
    }
    return null;
  }
  function findKey(list, key) {
    if (key.indexOf("seq-") === 0) return list.querySelector(".system-post[data-seq='" + key.slice(4) + "']");
    return document.getElementById(key);
  }
  // A live update while the reader is up the list asks for more items than it shows (the list is
  // the newest N): otherwise the new ones would push the oldest out, and with them what the
  // reader reads.
  document.addEventListener("htmx:configRequest", function (event) {
    var list = event.detail.elt;
    if (!list || !list.classList || !list.classList.contains("posts") || event.detail.verb !== "get") return;
    if (atBottom(list)) return;
    var url = new URL(event.detail.path, location.href);
    var shown = Number(url.searchParams.get("show")) || 30;
    url.searchParams.set("show", String(Math.min(shown + 30, 1000)));
    event.detail.path = url.pathname + url.search;
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    var list = event.detail.target;
    if (!list || !list.classList || !list.classList.contains("posts")) return;
    var config = event.detail.requestConfig || {};
    var own = config.verb === "post";
    // Earlier posts arrive above: what the reader reads keeps its distance from the bottom.
    var earlier = !!(config.elt && config.elt.classList && config.elt.classList.contains("load-earlier"));
    places[list.id] = { bottom: own || (!earlier && atBottom(list)), top: list.scrollTop, keys: itemKeys(list), anchor: anchorOf(list),
      fromBottom: earlier ? list.scrollHeight - list.scrollTop : null,
      unread: list.querySelector(".unread-marker") ? list.querySelector(".unread-marker").nextElementSibling : null,
      // The spoilers the reader opened stay open (by post and place in it).
      opened: Array.prototype.map.call(list.querySelectorAll("article.post[id]"), function (post) {
        return [post.id, Array.prototype.map.call(post.querySelectorAll("details.spoiler"), function (d) { return d.open; })];
      }) };
  });
  document.addEventListener("htmx:afterSettle", function () {
    Object.keys(places).forEach(function (id) {
      var place = places[id];
      delete places[id];
      var list = document.getElementById(id);
      if (!list) return;
      times(list);
      place.opened.forEach(function (o) {
        var post = document.getElementById(o[0]);
        if (post) post.querySelectorAll("details.spoiler").forEach(function (d, i) { if (o[1][i]) d.open = true; });
      });
      if (place.unread && place.unread.id) {
        var again = document.getElementById(place.unread.id);
        if (again) {
          var marker = document.createElement("p");
          marker.className = "unread-marker";
          marker.textContent = list.dataset.unread || "";
          again.parentNode.insertBefore(marker, again);
        }
      }
      var button = jumpButton(list);
      if (place.bottom) {
        list.scrollTop = list.scrollHeight;
        remember(list);
        if (button) button.hidden = true;
        return;
      }
      if (place.fromBottom !== null) {
        list.scrollTop = list.scrollHeight - place.fromBottom;
        return;
      }
      list.scrollTop = place.top;
      // What the reader read stays where it was, whatever was added or dropped above it.
      var held = place.anchor ? findKey(list, place.anchor.key) : null;
      if (held) list.scrollTop += held.getBoundingClientRect().top - list.getBoundingClientRect().top - place.anchor.offset;
      // New: the items below the last one shown before (earlier ones fetched again above are not).
      var fresh = 0;
      list.querySelectorAll("article.post[id], .system-post[data-seq]").forEach(function (e) {
        if (place.keys[e.id || "seq-" + e.dataset.seq]) fresh = 0; else fresh++;
      });
      if (button && fresh > 0) {
        var before = Number(button.dataset.fresh) || 0;
        button.dataset.fresh = String(before + fresh);
        button.textContent = before + fresh === 1 ? list.dataset.newOne : (list.dataset.newMany || "").replace("%n", before + fresh);
        button.hidden = false;
      }
    });
  });
  function scrolled(event) {
    var list = event.target;
    if (!list.classList || !list.classList.contains("posts") || !atBottom(list)) return;
    var button = jumpButton(list);
    if (button && !button.hidden) { button.hidden = true; button.dataset.fresh = "0"; }
    remember(list);
  }
  document.addEventListener("scroll", scrolled, true);

  // Replying: a post's "Reply" fills its thread's form (without the script the link opens the
  // page with ?reply=ID, drawn with the same form).
  function reply(event) {
    var link = event.target.closest ? event.target.closest("a.reply[data-reply]") : null;
    var cancel = event.target.closest ? event.target.closest("button.cancel-reply") : null;
    var jump = event.target.closest ? event.target.closest("button.jump-newest") : null;
    if (jump) {
      var list = jump.closest(".thread").querySelector(".posts");
      list.scrollTop = list.scrollHeight;
      jump.hidden = true;
      jump.dataset.fresh = "0";
      return;
    }
    var form = (link || cancel) ? (link || cancel).closest(".thread").querySelector("form.post-form") : null;
    if (!form) return;
    event.preventDefault();
    var box = form.querySelector(".replying");
    form.querySelector("input[name=reply_to]").value = link ? link.dataset.reply : "";
    box.querySelector(".replying-author").textContent = link ? link.dataset.author : "";
    box.hidden = !link;
    if (link) form.querySelector("textarea").focus();
  }
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (form && form.classList && form.classList.contains("post-form") && event.detail.successful &&
        !event.detail.xhr.getResponseHeader("x-tablon-refused")) {
      var to = form.querySelector("input[name=reply_to]");
      if (to) to.value = "";
      var box = form.querySelector(".replying");
      if (box) box.hidden = true;
    }
  });

  // The open tab: while it is in the background, what arrives for the reader (the turn coming to
  // them, posts addressed to them, other new posts) is counted in the title ("(2) Tablón — your
  // move") and the icon gets a badge; both clear when the tab is seen again. With the reader's
  // leave (a setting kept in this browser, and the browser's permission), "your move" and posts
  // addressed to them also raise a notification, with an optional sound.
  var tab = { unseen: 0, yourMove: false, title: document.title, icon: null, alerts: null };
  function setting(name) {
    try { return localStorage.getItem("tablon:" + name) === "on"; } catch (e) { return false; }
  }
  function showTab() {
    var alerts = tab.alerts;
    if (!alerts) return;
    if (tab.unseen > 0) {
      document.title = "(" + tab.unseen + ") " + tab.title + (tab.yourMove ? " — " + alerts.dataset.yourMove : "");
    } else {
      document.title = tab.title;
    }
    var icon = document.querySelector("link[rel=icon]");
    if (icon) icon.href = tab.unseen > 0 ? alerts.dataset.badgeIcon : tab.icon;
    document.documentElement.dataset.unseen = String(tab.unseen);
  }
  function beep() {
    var Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    try {
      var audio = new Audio();
      var tone = audio.createOscillator();
      var gain = audio.createGain();
      tone.frequency.value = 660;
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.4);
    } catch (e) { /* no sound */ }
  }
  function notify(text) {
    if (!setting("notify") || !window.Notification || Notification.permission !== "granted") return;
    try {
      var n = new Notification(tab.title, { body: text, icon: tab.alerts.dataset.badgeIcon, tag: "tablon-" + location.pathname });
      n.onclick = function () { window.focus(); n.close(); };
    } catch (e) { /* some browsers allow notifications from a service worker only */ }
    if (setting("sound")) beep();
  }
  function arrived(count, yourMove, addressed) {
    if (!tab.alerts || !document.hidden) return;
    tab.unseen += count;
    if (yourMove) tab.yourMove = true;
    showTab();
    if (yourMove) notify(tab.alerts.dataset.notifyYourMove);
    else if (addressed) notify(tab.alerts.dataset.notifyAddressed);
  }
  function seen() {
    if (document.hidden || tab.unseen === 0) return;
    tab.unseen = 0;
    tab.yourMove = false;
    showTab();
  }
  document.addEventListener("visibilitychange", seen);
  window.addEventListener("focus", seen);
  /** What a swap brought, for the open tab: the turn coming to the reader, new posts. */
  function arrivedFrom(before, swapped) {
    if (before.id === "game") {
      if (swapped.dataset.myTurn === "true" && before.myTurn !== "true") arrived(1, true, false);
    } else if (before.id.indexOf("posts-") === 0) {
      var grown = Number(swapped.dataset.count || 0) - before.count;
      if (grown <= 0) return;
      var addressed = false;
      swapped.querySelectorAll("article.post.addressed[id]").forEach(function (p) {
        if (!before.addressed[p.id]) addressed = true;
      });
      arrived(grown, false, addressed);
    }
  }
  function tabAlerts() {
    var alerts = document.getElementById("tab-alerts");
    if (!alerts) return;
    tab.alerts = alerts;
    tab.title = document.title;
    var icon = document.querySelector("link[rel=icon]");
    tab.icon = icon ? icon.getAttribute("href") : "";
    alerts.hidden = false;
    var on = document.getElementById("notify-on");
    var sound = document.getElementById("notify-sound");
    on.checked = setting("notify");
    sound.checked = setting("sound");
    sound.disabled = !on.checked;
    function keep(name, value) {
      try { localStorage.setItem("tablon:" + name, value ? "on" : "off"); } catch (e) { /* private mode */ }
    }
    on.addEventListener("change", function () {
      keep("notify", on.checked);
      sound.disabled = !on.checked;
      if (on.checked && window.Notification && Notification.permission === "default") {
        Notification.requestPermission();
      }
    });
    sound.addEventListener("change", function () { keep("sound", sound.checked); });
    // Opened in a background tab while it is the reader's move: that waits too.
    var game = document.getElementById("game");
    if (document.hidden && game && game.dataset.myTurn === "true") arrived(1, true, false);
  }

  // The theme switch (theme.js applied the stored choice before the first paint): each press moves
  // system → light → dark → system, keeps the choice in this browser and names it on the button.
  function themeSwitch() {
    var button = document.querySelector("button.theme-switch");
    if (!button) return;
    var order = ["system", "light", "dark"];
    function current() { return document.documentElement.dataset.theme || "system"; }
    function show() { button.textContent = button.dataset[current()]; }
    button.addEventListener("click", function () {
      var next = order[(order.indexOf(current()) + 1) % order.length];
      if (next === "system") delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = next;
      try {
        if (next === "system") localStorage.removeItem("tablon:theme");
        else localStorage.setItem("tablon:theme", next);
      } catch (e) { /* private mode: the choice lasts this page only */ }
      show();
    });
    show();
    button.hidden = false;
  }

  // On a phone what is not the current step starts folded: each `details.phone-fold` comes open
  // from the server (without this script, and on wider screens, everything shows) and is closed on
  // narrow screens when the page loads and after each swap of the game panel, unless the reader
  // opened it (remembered by its data-fold name while the page lives).
  var narrow = window.matchMedia ? window.matchMedia("(max-width: 600px)") : null;
  var unfolded = {};
  function fold(root) {
    if (!narrow || !narrow.matches) return;
    (root || document).querySelectorAll("details.phone-fold").forEach(function (d) {
      if (!unfolded[d.dataset.fold]) d.open = false;
    });
  }
  // The reader's own opening or closing (a click, or Enter or Space on the summary) is kept.
  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("details.phone-fold > summary");
    if (summary) unfolded[summary.parentElement.dataset.fold] = !summary.parentElement.open;
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.target && event.target.id === "game") fold(event.target);
  });
  // A window narrowed to a phone's width (or a phone turned upright) folds as a phone's page loads.
  if (narrow && narrow.addEventListener) narrow.addEventListener("change", function () { fold(); });

  // The post form's images: a file past the server's limits is refused as it is chosen, with the
  // server's words (carried in the input's data- attributes); the server refuses it again.
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches("input[type=file][data-max-bytes]")) return;
    var most = Number(input.dataset.maxCount), max = Number(input.dataset.maxBytes), problem = "";
    if (input.files.length > most) problem = input.dataset.tooMany;
    Array.prototype.forEach.call(input.files, function (f) { if (f.size > max) problem = input.dataset.tooLarge; });
    input.setCustomValidity(problem);
    if (problem) input.reportValidity();
  });

  document.addEventListener("click", copy);
  document.addEventListener("click", reply);
  document.addEventListener("DOMContentLoaded", function () {
    themeSwitch();
    fold();
    tabAlerts();
    live();
    presence();
    join();
    times();
    moments();
    document.querySelectorAll(".thread .posts").forEach(openThread);
    setInterval(function () { times(); }, 60000);
  });
})();
