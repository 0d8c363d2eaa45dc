/* The reference site of kappa-mcc-proofs: search (over the index in search-index.js,
   embedded as a script so that it works from file:// without fetch) and the verdict
   filters of the source pages. */
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "";

  // --- search ------------------------------------------------------------------------
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var index = window.KAPPAMCC_SEARCH || [];
  var haystacks = index.map(function (e) {
    return (e.id + " " + e.s + " " + e.src + " " + e.p).toLowerCase();
  });
  var LIMIT = 40;
  var active = -1;

  function matches(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var text = haystacks[i];
      if (terms.every(function (t) { return text.indexOf(t) >= 0; })) hits.push(i);
    }
    var q = query.trim().toLowerCase();
    function rank(i) {    // an ID that starts with the query first, then an ID that holds it
      var id = index[i].id.toLowerCase();
      return id === q ? 0 : id.indexOf(q) === 0 ? 1 : id.indexOf(q) >= 0 ? 2 : 3;
    }
    hits.sort(function (a, b) { return rank(a) - rank(b) || a - b; });
    return hits;
  }

  function item(e) {
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = root + e.u;
    var id = document.createElement("span");
    id.className = "id";
    id.textContent = e.id;
    var stmt = document.createElement("span");
    stmt.className = "stmt";
    stmt.textContent = e.s;
    stmt.title = e.s;
    var badge = document.createElement("span");
    badge.className = "badge small v-" + e.c;
    badge.textContent = e.v;
    a.appendChild(id);
    a.appendChild(stmt);
    a.appendChild(badge);
    li.appendChild(a);
    return li;
  }

  function show(query) {
    list.innerHTML = "";
    active = -1;
    if (!query.trim()) { list.hidden = true; return; }
    var hits = matches(query);
    hits.slice(0, LIMIT).forEach(function (i) { list.appendChild(item(index[i])); });
    var li = document.createElement("li");
    li.className = "empty note";
    li.textContent = !hits.length ? "no claim matches" :
      hits.length > LIMIT ? "first " + LIMIT + " of " + hits.length + " claims" : hits.length + " claims";
    list.appendChild(li);
    list.hidden = false;
  }

  function move(step) {
    var links = list.querySelectorAll("li a");
    if (!links.length) return;
    if (active >= 0) links[active].parentNode.classList.remove("active");
    active = (active + step + links.length) % links.length;
    links[active].parentNode.classList.add("active");
    links[active].scrollIntoView({ block: "nearest" });
  }

  if (input && list) {
    input.addEventListener("input", function () { show(input.value); });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "ArrowDown") { move(1); ev.preventDefault(); }
      else if (ev.key === "ArrowUp") { move(-1); ev.preventDefault(); }
      else if (ev.key === "Escape") { list.hidden = true; }
      else if (ev.key === "Enter") {
        var links = list.querySelectorAll("li a");
        if (links.length) window.location.href = links[Math.max(active, 0)].href;
      }
    });
    document.addEventListener("click", function (ev) {
      if (!list.contains(ev.target) && ev.target !== input) list.hidden = true;
    });
    input.addEventListener("focus", function () { if (input.value.trim()) show(input.value); });
  }

  // --- verdict filters of a source page ---------------------------------------------------
  var table = document.querySelector("table.claims");
  var boxes = document.querySelectorAll(".verdict-filter input[data-verdict]");
  if (table && boxes.length) {
    var apply = function () {
      var shown = {};
      boxes.forEach(function (b) { shown[b.getAttribute("data-verdict")] = b.checked; });
      table.querySelectorAll("tr.claim").forEach(function (row) {
        var verdict = (row.className.match(/\bv-(\S+)/) || [])[1];
        row.classList.toggle("hidden", shown[verdict] === false);
      });
    };
    boxes.forEach(function (b) { b.addEventListener("change", apply); });
    apply();
  }
})();
