"""``audit()``: what the command line takes, in Python."""

from __future__ import annotations

import sympy as sp

from ..model.family import Family
from ..prove.compare import Undecided
from ..prove.exact import declared_beyond_real
from ..prove.sign import NotRealNumber, compare
from ..prove.sign import Undecided as SignUndecided
from .forms import METRICS, parse_metrics
from .one import audit_one
from .parse import (
    AuditError,
    check_domain,
    check_fixed_names,
    domain_range,
    load_family,
    parameter_names,
    parse_fixed,
    parse_range,
    parse_ranges,
    read_matrix,
)
from .symbolic import audit_symbolic
from .text import long_integers
from .two import audit_two
from .work import MAX_DEGREE, say
from .work import max_degree as max_degree_var
from .work import progress as progress_var

__all__ = ["audit"]


def _matrix_of(family, name):
    """(matrix, Family or None, name) from a Family, a text matrix, a module:function spec,
    a sympy Matrix or a list of rows."""
    if isinstance(family, str):
        text = family.strip()
        if text.startswith("["):
            return read_matrix(text), None, name or text
        loaded, _ = load_family(text)
        return loaded.matrix, loaded, name or loaded.name
    if isinstance(family, Family):
        return family.matrix, family, name or family.name
    try:
        M = sp.Matrix(family)
    except (ValueError, TypeError, sp.SympifyError):
        raise AuditError(
            f"not a matrix: give a Family, a sympy Matrix, a list of rows, text like '[[1, t], [1, 1]]' "
            f"or 'module:function' (got {type(family).__name__})"
        ) from None
    if M.rows != M.cols or M.rows < 2:
        raise AuditError(f"the matrix must be square with at least 2 rows, got {M.rows} x {M.cols}")
    return M, None, name or "matrix"


def _params(param) -> list[str] | None:
    """None, 't', 's,t', ('s', 't') or symbols -> None or a list of one or two names."""
    if param is None:
        return None
    items = (
        param.split(",") if isinstance(param, str) else (list(param) if isinstance(param, (tuple, list)) else [param])
    )
    names = [str(p).strip() for p in items]
    if not 1 <= len(names) <= 2 or not all(names):
        raise AuditError(f"audit one parameter (--param t) or two together (--param s,t); got {param!r}")
    if len(names) == 2 and names[0] == names[1]:
        raise AuditError(f"the two parameters must differ; got {param!r}")
    return names


def _single_range(over, name: str):
    """One parameter's range from what the caller gave (text, tuple, Interval, or a
    one-item list/dict naming it), or None."""
    if over is None:
        return None
    if isinstance(over, dict) or (
        isinstance(over, (list, tuple))
        and over
        and all(isinstance(x, str) for x in over)
        and any("=" in x or ".." in x for x in over)
    ):
        return parse_ranges(over, [name])[name]  # items 'NAME=RANGE' or 'RANGE' (each at most once)
    if isinstance(over, list) and len(over) == 1 and isinstance(over[0], str):
        return parse_range(over[0])
    return parse_range(over)


def _positive(positive, n: int, keys) -> int | None:
    """The positive class index, checked; None when no metric needs one (or N = 2 and the
    metrics' default, the last class, applies)."""
    specs = [METRICS[k] for k in keys]
    needs = [s.label for s in specs if s.one_vs_rest]
    if positive is None:
        if needs and n > 2:
            raise AuditError(
                f"{' and '.join(needs)} {'is' if len(needs) == 1 else 'are'} one-vs-rest: on a {n} x {n} "
                f"matrix name the positive class with --positive K (Python: positive=K), K in 0..{n - 1}"
            )
        if any(s.depends_on_positive_when_binary for s in specs):
            return 1  # kappamcc.metrics' default for 2 x 2: the last class, scikit-learn's layout
        return None
    try:
        k = int(str(positive))
    except ValueError:
        raise AuditError(
            f"the positive class is a row/column index 0..{n - 1} (or -{n}..-1 from the end), got {positive!r}"
        ) from None
    if not -n <= k < n:
        raise AuditError(f"the positive class index {k} is out of range 0..{n - 1} (or -{n}..-1 from the end)")
    k %= n  # -1 is the last class, as in kappamcc.metrics
    if not needs:
        labels = " and ".join(s.label for s in specs)
        raise AuditError(
            f"--positive (positive=) names the positive class of the one-vs-rest metrics F1, "
            f"informedness and markedness; {labels} do not use one"
        )
    return k


def audit(
    family,
    param=None,
    over=None,
    fixed: dict | None = None,
    name: str | None = None,
    *,
    metrics=("kappa", "mcc"),
    positive=None,
    max_degree: int | None = MAX_DEGREE,
    progress=None,
):
    """Audit two metrics of a family along one parameter (or two); see ``kappamcc.audit``.

    ``family``: a Family, a matrix as text ("[[1, t], [1, 1]]"), a 'module:function' spec,
    a sympy Matrix or a list of rows.  ``param``: the parameter ('t'), two of them ('s,t'
    or ('s', 't')), or None for the only one left once ``fixed`` is applied.  ``over``:
    '1..oo', '(0..1]', a tuple (1, 10), a sympy Interval; for two parameters a dict
    {'s': '0..1', 't': (0, 10)} or items 'NAME=RANGE'.  ``fixed``: {'a': '1/5'} or
    ['a=1/5'].  ``metrics``: two of kappa, mcc, f1, accuracy, balanced_accuracy,
    informedness, markedness ('kappa,f1' or a pair).  ``positive``: the positive class's
    row/column index for the one-vs-rest metrics (needed on N > 2; on 2 x 2 the default is
    the last class, as in kappamcc.metrics).  ``max_degree``: refuse (AuditError) a polynomial
    whose roots would have to be isolated above this degree (None: no limit).
    ``progress``: called with a short message at each stage of the work.  Bad input raises
    ``AuditError`` (a ValueError) naming the problem."""
    tokens = (max_degree_var.set(max_degree), progress_var.set(progress))
    try:
        with long_integers():  # sympy writes the numbers it sorts: a 5000-digit entry must not stop it
            return _audit(family, param, over, fixed, name, metrics, positive)
    except NotImplementedError as exc:
        raise AuditError(f"this family is beyond what sympy decides exactly here ({exc})") from None
    except Undecided as exc:
        raise AuditError(f"a comparison could not be decided exactly: {exc}") from None
    finally:
        progress_var.reset(tokens[1])
        max_degree_var.reset(tokens[0])


def _audit(family, param, over, fixed, name, metrics, positive):
    keys = parse_metrics(metrics)
    M, fam, name = _matrix_of(family, name)
    names = _params(param)
    fixed = parse_fixed(fixed or {})
    check_fixed_names(fixed, parameter_names(fam) if fam is not None else {str(s) for s in M.free_symbols}, names)
    if fam is not None:
        check_domain(fam, fixed)
    if fixed:
        M = M.subs({s: fixed[str(s)] for s in M.free_symbols if str(s) in fixed})
    free = sorted(M.free_symbols, key=str)
    k = _positive(positive, M.rows, keys)
    if names is None:
        if len(free) != 1:
            shown = ", ".join(map(str, free))
            every = ", ".join(sorted(fixed))
            raise AuditError(
                (
                    f"every parameter is fixed ({every}): leave the one to audit along unfixed "
                    f"(--param NAME), and fix only the others"
                    if fixed
                    else "the matrix has no parameter"
                )
                if not free
                else f"choose the parameter: the matrix has parameters {shown}; choose one (--param) and fix "
                f"the others (--fixed NAME=VALUE), or audit two together (--param "
                f"{','.join(map(str, free[:2]))})"
            )
        names = [str(free[0])]
    symbols = []
    for n in names:
        s = next((x for x in free if str(x) == n), None)
        if s is None:
            raise AuditError(
                f"the matrix does not depend on {n}; its parameters are {', '.join(map(str, free)) or 'none'}"
            )
        symbols.append(s)
    others = [s for s in free if s not in symbols]
    if len(symbols) == 2:
        if others:
            raise AuditError(
                f"fix the other parameters {', '.join(map(str, others))} (--fixed NAME=VALUE) to audit "
                f"{names[0]} and {names[1]} together"
            )
        ranges = parse_ranges(over, names)
        for n in names:
            if ranges[n] is None:
                ranges[n] = domain_range(fam, n, fixed) if fam is not None else sp.Interval(0, sp.oo)
        for i, s in enumerate(symbols):
            M, symbols[i] = _as_declared_on(M, s, ranges[str(s)])
        return audit_two(M, tuple(symbols), {s: ranges[str(s)] for s in symbols}, name, keys, k)
    (t,) = symbols
    interval = _single_range(over, names[0])
    if interval is None:
        interval = domain_range(fam, names[0], fixed) if fam is not None else sp.Interval(0, sp.oo)
    if not others:  # with other parameters, the family's domain is stated over the declared symbol
        M, t = _as_declared_on(M, t, interval)
    if others:
        if fam is None:
            raise AuditError(
                f"fix the other parameters {', '.join(map(str, others))} (fixed={{...}}, --fixed "
                "NAME=VALUE), or give a Family whose domain states their constraints"
            )
        say("deciding directions for every value of " + ", ".join(map(str, others)) + " (Z3)")
        return audit_symbolic(fam, M, t, interval, others, name, keys, k)
    return audit_one(M, t, interval, name, keys, k)


# what a symbol may declare besides being real, and still be read on a range: its sign
_SIGNS = {"positive", "negative", "nonnegative", "nonpositive", "nonzero", "zero"}


def _as_declared_on(M, symbol, interval):
    """(M, symbol) when the symbol's declared assumptions hold on the whole range; otherwise M
    with the symbol replaced by a plain real one of the same name (and that symbol).  Closed
    forms derived under a declaration the range breaks (sqrt(t^2) = t for t > 0, audited on
    [-2, -1]) would be false there."""
    if _holds_on(symbol, interval):
        return M, symbol
    plain = sp.Symbol(symbol.name, real=True)
    return M.xreplace({symbol: plain}), plain


def _holds_on(symbol, interval) -> bool:
    told = set(declared_beyond_real(symbol))
    if told - _SIGNS:  # integer, rational, even, ...: a range of reals breaks them
        return False
    try:
        lo = compare(interval.start, 0) if interval.start != -sp.oo else -1
        hi = compare(interval.end, 0) if interval.end != sp.oo else 1
    except (SignUndecided, NotRealNumber, ValueError):
        return False
    above = lo > 0 or lo == 0 and interval.left_open  # every point > 0
    at_least = lo >= 0  # every point >= 0
    below = hi < 0 or hi == 0 and interval.right_open  # every point < 0
    at_most = hi <= 0
    needs = {
        "positive": above,
        "nonnegative": at_least,
        "negative": below,
        "nonpositive": at_most,
        "nonzero": above or below,
        "zero": lo == 0 and hi == 0,
    }
    return all(needs[k] for k in told)
