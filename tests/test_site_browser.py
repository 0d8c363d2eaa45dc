"""The reference site in a real browser: headless Chromium (Debian's ``chromium`` package)
loads pages of the whole site over file://, with no console error, and its screenshots show
the page (not blank, the right size, the expected title in the DOM, MathML laid out).

Chromium is driven through its DevTools protocol over a pipe (``--remote-debugging-pipe``:
JSON messages separated by NUL bytes on file descriptors 3 and 4), so the test needs no
driver binary, no network port and no Python package beyond the standard library.

Slow (a whole site and a browser): marked ``browser`` and deselected by default; run it with
``pytest -m browser -n 0 tests/test_site_browser.py`` (``.ci/run`` does).  Set
``KAPPAMCC_CHROMIUM`` to use another Chromium-based browser; ``KAPPAMCC_SCREENSHOTS=DIR``
keeps the screenshots there to look at.
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

INSTALL = (
    "no Chromium found: install Debian's package (apt-get install -y chromium) or set KAPPAMCC_CHROMIUM "
    "to a Chromium-based browser; the browser test of the site cannot run without one"
)
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
)
WIDTH, HEIGHT = 1280, 900  # a desktop window
TIMEOUT = 60.0  # seconds for any one answer of the browser


def find_chromium() -> str | None:
    """The browser: $KAPPAMCC_CHROMIUM, else the first of Debian's and Google's names on PATH."""
    named = os.environ.get("KAPPAMCC_CHROMIUM")
    if named:
        return named if os.access(named, os.X_OK) else shutil.which(named)
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


class BrowserError(RuntimeError):
    """The browser did not answer, or answered with an error."""


class Chromium:
    """A headless Chromium with one tab, spoken to in the DevTools protocol over a pipe."""

    def __init__(self, executable: str):
        self.profile = tempfile.mkdtemp(prefix="kappamcc-chromium-")
        ours_read, chrome_write = os.pipe()  # the browser writes on its fd 4
        chrome_read, ours_write = os.pipe()  # and reads on its fd 3

        def descriptors():  # in the child: the pipe ends become fds 3 and 4 (dup first: they may be 3 or 4)
            a, b = os.dup(chrome_read), os.dup(chrome_write)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={self.profile}", f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            preexec_fn=descriptors,
            close_fds=False,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(chrome_read)
        os.close(chrome_write)
        self.read_fd, self.write_fd = ours_read, ours_write
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict] = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable", session=True)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False},
            session=True,
        )

    def _receive(self, deadline: float) -> dict:
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.read_fd], [], [], left)[0]:
                raise BrowserError(f"the browser did not answer within {TIMEOUT:g} s")
            chunk = os.read(self.read_fd, 1 << 20)
            if not chunk:
                raise BrowserError(f"the browser closed its pipe (exit status {self.process.poll()})")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method: str, params: dict | None = None, session: bool = False) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            answer = self._receive(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def open(self, url: str) -> list[str]:
        """Load ``url`` (a new document: not a jump within the page shown) and wait for its
        load event; the console errors it caused."""
        return self._loading(lambda: self.call("Page.navigate", {"url": url}, session=True))

    def follow(self, selector: str) -> list[str]:
        """Click the link ``selector`` names, as a reader does, and wait for the page it loads."""
        return self._loading(lambda: self.evaluate(f"document.querySelector({json.dumps(selector)}).click()"))

    def _loading(self, start) -> list[str]:
        self.events.clear()
        start()
        deadline = time.monotonic() + TIMEOUT
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            self.events.append(self._receive(deadline))
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")  # laid out
        return self.errors()

    def errors(self) -> list[str]:
        """Console errors, uncaught exceptions and failed loads since the page was opened."""
        found = []
        for e in self.events:
            p = e.get("params", {})
            if e.get("method") == "Runtime.exceptionThrown":
                d = p["exceptionDetails"]
                found.append(
                    f"exception: {d.get('exception', {}).get('description') or d.get('text')} "
                    f"({d.get('url', '')}:{d.get('lineNumber')})"
                )
            elif e.get("method") == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                found.append("console.error: " + " ".join(str(a.get("value", a.get("description"))) for a in p["args"]))
            elif e.get("method") == "Log.entryAdded" and p["entry"].get("level") == "error":
                found.append(f"log: {p['entry'].get('text')} {p['entry'].get('url', '')}")
        return found

    def evaluate(self, expression: str):
        result = self.call(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session=True
        )
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression!r} raised {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self) -> bytes:
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"])

    def close(self) -> None:
        try:
            self.call("Browser.close")
        except BrowserError:
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        os.close(self.read_fd)
        os.close(self.write_fd)
        shutil.rmtree(self.profile, ignore_errors=True)


@pytest.fixture(scope="module")
def browser():
    executable = find_chromium()
    if executable is None:
        pytest.skip(INSTALL)
    chromium = Chromium(executable)
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The whole registry's site, figures included, written by the command a user runs."""
    from kappamcc.cli import main

    out = tmp_path_factory.mktemp("site") / "site"
    assert main(["site", "--out", str(out)]) == 0
    return out


def _screenshot_is_a_page(png: bytes, name: str) -> None:
    """The screenshot is the window's size and not blank: several colours, and ink on a
    good part of it."""
    import io
    from PIL import Image

    keep = os.environ.get("KAPPAMCC_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        (Path(keep) / f"{name}.png").write_bytes(png)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (WIDTH, HEIGHT), f"{name}: screenshot is {image.size}, not {(WIDTH, HEIGHT)}"
    small = image.resize((WIDTH // 4, HEIGHT // 4))
    colours = small.getcolors(maxcolors=1 << 16) or []
    assert len(colours) > 20, f"{name}: the screenshot has {len(colours)} colours: blank?"
    inked = sum(n for n, rgb in colours if rgb != (255, 255, 255)) / (small.width * small.height)
    assert inked > 0.05, f"{name}: only {inked:.1%} of the screenshot is not white"


PAGES = [  # (file, the title's start, the h1's start)
    ("index.html", "Overview", "Cohen's kappa and MCC"),
    ("claims/DT2019-P1.html", "DT2019-P1", "DT2019-P1"),
    ("claims/DT2019-Q3.html", "DT2019-Q3", "DT2019-Q3"),
    ("claims/DT2019-E7.3.a.html", "DT2019-E7.3.a", "DT2019-E7.3.a"),
    ("sources/DT2019.html", "Delgado & Tibau 2019", "Delgado & Tibau 2019"),
    ("errata.html", "Errata", "Errata"),
    ("graph.html", "Dependency graph", "Dependency graph"),
    ("figures.html", "Figures", "Figures"),
]


@pytest.mark.parametrize("page,title,heading", PAGES, ids=[p[0] for p in PAGES])
def test_a_page_of_the_site_loads_from_disk_without_console_errors(browser, site, page, title, heading):
    errors = browser.open((site / page).as_uri())
    assert errors == [], f"{page}: {errors}"
    assert browser.evaluate("document.title").startswith(title)
    assert browser.evaluate("document.querySelector('h1').textContent.trim()").startswith(heading)
    # lazy images below the fold load only when scrolled to: load every one and wait for it
    # (read too early, one run in three under load saw them unloaded)
    browser.evaluate(
        "Promise.all([...document.images].map(i => { i.loading = 'eager'; return i.decode().catch(() => null); }))"
    )
    broken = browser.evaluate("[...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)")
    assert broken == [], f"{page}: images that did not load: {broken}"
    _screenshot_is_a_page(browser.screenshot(), page.replace("/", "_"))


def test_the_printed_formula_is_laid_out_as_mathematics(browser, site):
    assert browser.open((site / "claims/DT2019-E7.3.a.html").as_uri()) == []
    box = browser.evaluate(
        "(() => { const m = document.querySelector('.printed math mfrac');"
        " const r = m.getBoundingClientRect(); return [r.width, r.height]; })()"
    )
    # a fraction laid out by the MathML engine stacks numerator over denominator: taller than a line
    assert box[0] > 10 and box[1] > 25, f"the fraction's box is {box}"


def test_the_search_box_finds_a_claim_by_id_and_by_words(browser, site):
    assert browser.open((site / "index.html").as_uri()) == []
    found = browser.evaluate("""(() => { const i = document.getElementById('search');
        i.value = 'DT2019-P1'; i.dispatchEvent(new Event('input'));
        return [...document.querySelectorAll('#search-results li a .id')].map(a => a.textContent); })()""")
    assert found and found[0] == "DT2019-P1", found
    found = browser.evaluate("""(() => { const i = document.getElementById('search');
        i.value = 'harmonic mean'; i.dispatchEvent(new Event('input'));
        return [...document.querySelectorAll('#search-results li a .id')].map(a => a.textContent); })()""")
    assert "DT2019-E7.3.a" in found, found
    _screenshot_is_a_page(browser.screenshot(), "search")


def test_the_graph_filter_dims_the_boxes_of_an_unchecked_verdict(browser, site):
    assert browser.open((site / "graph.html").as_uri()) == []
    dimmed = browser.evaluate("""(() => {
        const b = document.querySelector('.graph-controls input[data-verdict=PROVED]');
        b.checked = false; b.dispatchEvent(new Event('change'));
        const proved = [...document.querySelectorAll('svg.graph .node.claim[data-verdict=PROVED]')];
        const other = [...document.querySelectorAll('svg.graph .node.claim:not([data-verdict=PROVED])')];
        return [proved.length, proved.filter(n => n.classList.contains('dim')).length,
                other.filter(n => n.classList.contains('dim')).length]; })()""")
    proved, proved_dimmed, others_dimmed = dimmed
    assert proved > 0 and proved_dimmed == proved and others_dimmed == 0, dimmed


def test_a_claims_link_to_the_graph_shows_its_box_outlined_in_the_window(browser, site):
    assert browser.open((site / "claims/DT2019-P1.html").as_uri()) == []
    assert browser.follow("section.links a[href*='graph.html#']") == []
    assert browser.evaluate("location.hash") == "#n-DT2019-P1"
    box = browser.evaluate(
        "(() => { const n = document.getElementById('n-DT2019-P1');"
        " const r = n.getBoundingClientRect();"
        " return [r.top, r.bottom, getComputedStyle(n.querySelector('rect')).strokeWidth]; })()"
    )
    top, bottom, stroke = box
    assert 0 < top and bottom < HEIGHT and stroke == "4px", box


def test_at_least_95_percent_of_the_claim_pages_typeset_a_formula_and_it_is_laid_out(browser, site):
    pages = sorted((site / "claims").glob("*.html"))
    typeset = [p for p in pages if "<math" in p.read_text(encoding="utf-8")]
    assert len(typeset) >= 0.95 * len(pages), f"{len(typeset)} of {len(pages)} claim pages typeset a formula"
    assert browser.open((site / "claims/DT2019-P8.6.html").as_uri()) == []
    height = browser.evaluate(
        "(() => { const m = document.querySelectorAll('dd .math math');"
        " return m.length ? m[m.length - 1].getBoundingClientRect().height : 0; })()"
    )
    assert height > 25, f"the formal statement's fractions are not stacked: {height}"
