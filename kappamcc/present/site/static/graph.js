/* The dependency graph's filters: verdicts shown, printed statements only, and find by ID
   (matching boxes outlined, the others dimmed; Enter scrolls to the next match). */
(function () {
  "use strict";
  var boxes = document.querySelectorAll(".graph-controls input[data-verdict]");
  var printedOnly = document.getElementById("printed-only");
  var find = document.getElementById("graph-find");
  var count = document.getElementById("graph-find-count");
  var graphs = document.querySelectorAll("svg.graph");
  var hits = [];
  var next = 0;

  function words(node, name) {
    return (node.getAttribute("data-" + name) || "").split(" ").filter(Boolean);
  }

  function apply() {
    var shown = {};
    boxes.forEach(function (b) { shown[b.getAttribute("data-verdict")] = b.checked; });
    var onlyPrinted = printedOnly && printedOnly.checked;
    var query = find ? find.value.trim().toLowerCase() : "";
    hits = [];
    graphs.forEach(function (svg) {     // node ids are unique within one drawing only
      var visible = {};
      svg.querySelectorAll(".node").forEach(function (node) {
        var verdicts = words(node, "verdicts").concat(words(node, "verdict"));
        var origins = words(node, "origins").concat(words(node, "origin"));
        var ok = verdicts.some(function (v) { return shown[v] !== false; });
        if (onlyPrinted && origins.indexOf("printed") < 0) ok = false;
        var id = (node.getAttribute("data-id") || "").toLowerCase();
        var hit = query !== "" && id.indexOf(query) >= 0;
        if (query !== "" && !hit) ok = false;
        if (hit) hits.push(node);
        node.classList.toggle("dim", !ok);
        node.classList.toggle("hit", hit);
        visible[node.getAttribute("data-node")] = ok;
      });
      svg.querySelectorAll(".edge").forEach(function (edge) {
        var ok = visible[edge.getAttribute("data-from")] && visible[edge.getAttribute("data-to")];
        edge.classList.toggle("dim", !ok);
      });
    });
    if (count) count.textContent = query ? hits.length + (hits.length === 1 ? " box" : " boxes") : "";
    next = 0;
  }

  boxes.forEach(function (b) { b.addEventListener("change", apply); });
  if (printedOnly) printedOnly.addEventListener("change", apply);
  if (find) {
    find.addEventListener("input", apply);
    find.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" && hits.length) {
        hits[next % hits.length].scrollIntoView({ block: "center", inline: "center" });
        next += 1;
        ev.preventDefault();
      }
    });
  }

  apply();

  // a claim's box named in the address (#n-ID, from its page) is outlined by the style sheet;
  // show it in the middle of the window, with what it uses above and what uses it below
  // (after the load, when the browser has made its own jump to the address)
  window.addEventListener("load", function () {
    var named = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (named && named.closest("svg")) named.scrollIntoView({ block: "center", inline: "center" });
  });
})();
