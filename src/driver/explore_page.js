(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("explore-data").textContent);
  var panel = document.getElementById("remarks");
  var pinned = null;
  var SVG = "http://www.w3.org/2000/svg";

  function clear() {
    var on = document.querySelectorAll(".hl");
    for (var i = 0; i < on.length; i++) on[i].classList.remove("hl");
  }

  // Highlights access `id` in every column and lists its remarks; `scroll` brings its first
  // line of each column into view.
  function select(id, scroll) {
    var a = data.accesses[id];
    if (!a) return;
    clear();
    var item = document.getElementById("acc-" + id);
    if (item) item.classList.add("hl");
    Object.keys(a.lines).forEach(function (col) {
      a.lines[col].forEach(function (n, k) {
        var e = document.getElementById(col + "-" + n);
        if (!e) return;
        e.classList.add("hl");
        if (scroll && k === 0) e.scrollIntoView({ block: "nearest" });
      });
    });
    var groups = document.querySelectorAll("g.sel");
    for (var g = 0; g < groups.length; g++) groups[g].textContent = "";
    var group = document.getElementById(a.plot.g);
    a.plot.x.forEach(function (x) {
      var l = document.createElementNS(SVG, "line");
      l.setAttribute("class", "selmark");
      l.setAttribute("x1", x);
      l.setAttribute("x2", x);
      l.setAttribute("y1", a.plot.y[0]);
      l.setAttribute("y2", a.plot.y[1]);
      group.appendChild(l);
    });
    panel.textContent = "";
    var h = document.createElement("h2");
    h.textContent = a.label;
    panel.appendChild(h);
    a.details.forEach(function (d) {
      var p = document.createElement("div");
      p.className = "remark";
      p.textContent = d;
      panel.appendChild(p);
    });
    panel.setAttribute("data-shown", id);
  }

  function target(ev) {
    var t = ev.target;
    if (t && t.nodeType !== 1) t = t.parentElement;
    t = t && t.closest("[data-acc]");
    return t ? t.getAttribute("data-acc").split(" ")[0] : null;
  }

  document.addEventListener("mouseover", function (ev) {
    var id = target(ev);
    if (id && !pinned) select(id, false);
  });
  document.addEventListener("click", function (ev) {
    var id = target(ev);
    if (!id) return;
    pinned = pinned === id ? null : id;
    select(id, true);
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape") pinned = null;
  });
})();
