"""What the tests of the re-check by Coq share (kappamcc.recheck; tests/test_coq_export*.py): the
marker that skips them without coqc, the prelude compiled once per test module, a theorem
compiled by coqc as the re-check compiles it, and an evaluator of the printed Coq terms
(``coq_value``), written independently of the exporter."""

from __future__ import annotations

import re
import shutil
from fractions import Fraction

import pytest

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None, reason="coqc not installed")


@pytest.fixture(scope="module")
def theories(tmp_path_factory):
    """coq/theories' prelude, copied to a folder of the module's own and compiled there."""
    from kappamcc.recheck.run import _compile_prelude

    return _compile_prelude(tmp_path_factory.mktemp("coq"))


def compiles(theorem, theories, tmp_path, name: str | None = None, timeout: float = 90) -> bool:
    """Whether coqc accepts ``theorem`` (a Theorem, or the text of a .v file named ``name``)."""
    from kappamcc.recheck.run import compile_file

    source = theorem.source() if hasattr(theorem, "source") else theorem
    path = tmp_path / f"{name or getattr(theorem, 'name', None) or 'T'}.v"
    path.write_text(source)
    return compile_file(path, theories, timeout=timeout)[0] == "ok"


# --- an evaluator of the printed Coq terms (independent of the exporter) ------------------------

_TOK = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_.]*)|(=>|[-+*/()^]))")


def _tokens(text):
    out, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = _TOK.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot read {text[pos : pos + 20]!r}")
        out.append(m.group(1) or m.group(2) or m.group(3))
        pos = m.end()
    return out


class _Eval:
    """expr := mul (('+' | '-') mul)*; mul := unary (('*' | '/') unary)*; unary := '-' unary | app;
    app := fsum n (fun b => expr) | delta i j | Nat.min i j | Nat.max i j | VAR args* | num | ( expr )."""

    def __init__(self, text, N, env):
        self.t, self.k, self.N, self.env = _tokens(text), 0, N, env

    def peek(self):
        return self.t[self.k] if self.k < len(self.t) else None

    def take(self, want=None):
        tok = self.t[self.k]
        if want is not None and tok != want:
            raise ValueError(f"expected {want}, got {tok}")
        self.k += 1
        return tok

    def run(self):
        v = self.expr()
        assert self.peek() is None, self.t[self.k :]
        return v

    def expr(self):
        v = self.mul()
        while self.peek() in ("+", "-"):
            v = v + self.mul() if self.take() == "+" else v - self.mul()
        return v

    def mul(self):
        v = self.unary()
        while self.peek() in ("*", "/"):
            if self.take() == "*":
                v = v * self.unary()
            else:
                d = self.unary()
                v = v / d if d != 0 else Fraction(0)  # Coq's division is total
        return v

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        v = self.app()
        if self.peek() == "^":
            self.take()
            v = v ** int(self.take())
        return v

    def index(self):
        if self.peek() == "(":
            self.take()
            v = self.app()
            self.take(")")
            return v
        return self.env[self.take()]

    def app(self):
        tok = self.take()
        if tok == "(":
            v = self.expr()
            self.take(")")
            return v
        if tok.isdigit():
            return Fraction(int(tok))
        if tok == "fsum":
            assert self.take() == "n"
            self.take("(")
            self.take("fun")
            b = self.take()
            self.take("=>")
            start, total_ = self.k, Fraction(0)
            for value in range(self.N):
                self.k = start
                saved = self.env.get(b)
                self.env[b] = value
                total_ += self.expr()
                self.env[b] = saved
            self.take(")")
            return total_
        if tok == "delta":
            i, j = self.index(), self.index()
            return Fraction(int(i == j))
        if tok in ("Nat.min", "Nat.max"):
            i, j = self.index(), self.index()
            return min(i, j) if tok == "Nat.min" else max(i, j)
        f = self.env[tok]
        if callable(f):
            args = []
            while self.peek() not in (None, ")", "*", "/", "+", "-", "^"):
                args.append(self.index())
            return f(*args)
        return f


def coq_value(text, N, env):
    return _Eval(text, N, dict(env)).run()


def failure_record(out, status: str = "failed", recorded: str = "2026-01-01", **setting) -> dict:
    """coq/failed_attempts.json as a run on the export in ``out`` would write it, every theorem
    recorded with ``status`` on the day ``recorded``; ``setting`` overrides its top-level fields (prelude, coq)."""
    import json

    from kappamcc.recheck import run

    entries = json.loads((out / run.MANIFEST).read_text())
    record = {
        "coq": run.coq_version(),
        "prelude": run.prelude_digest(),
        "claims": {
            e["claim_id"]: {"theorem": run.theorem_digest(out, e), "status": status, "recorded": recorded}
            for e in entries
            if e["status"] == "theorem"
        },
    }
    record.update(setting)
    return record
