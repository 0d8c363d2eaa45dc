"""Automatic audit of a confusion-matrix family: the analysis the papers do by hand, done
at once and exactly for any family and any two metrics.

``audit(family, param=None, over=None, fixed=None, *, metrics=("kappa", "mcc"),
positive=None)`` takes what the command line takes (a Family, a matrix as text
"[[1, t], [1, 1]]", a 'module:function' spec, a sympy Matrix; ``over`` as '1..oo' or a
tuple (1, 10)) and returns an ``Audit`` (print it, or read its fields):

* the two metrics in closed form, derived by ``kappamcc.metrics`` from the matrix as given
  (kappa, MCC, F1, accuracy, balanced accuracy, informedness, markedness; the one-vs-rest
  ones take ``positive=``, required on N > 2);
* the entries checked defined (no denominator 0, as written) and non-negative on the whole
  range, and each metric checked defined there: otherwise an ``AuditError`` naming the
  entry or metric and the point;
* where each metric increases, decreases or is constant, and the exact sub-intervals where
  the two move in opposite directions.  The turning points are the real roots of the
  derivative numerators (for f = (P/Q) sqrt(U/V): ``2 (P'Q - PQ') U V + P Q (U'V - UV')``,
  no square root, no division by f), isolated exactly and ordered by exact comparison of
  algebraic numbers (``kappamcc.prove.compare``), never by floating point, so the output
  is the same under any hash seed;
* values or one-sided limits at the ends (exact), extrema and their values;
* where the two metrics are equal (complete: the roots of f^2 - g^2 with equal signs, the
  closed ends included, or "everywhere"); for kappa and MCC the theorem sign(K) =
  sign(MCC), |K| <= |MCC|;
* Asy and Ent of the matrix as given, at both ends (exact limits), and whether the
  paper's entropy heuristic holds;
* a verdict: AGREE, DISAGREE (with the intervals), CONSTANT (neither metric moves), or
  UNDECIDED (a comparison could not be finished: nothing is guessed).

Constants are printed readably (``audit.text``): the closed form when short, else a
decimal and "root of" a polynomial in the audited parameter; an integer or fraction of more
than 100 digits by its first ten digits and its size ("1e5000 (an integer of 5001 digits)"),
whatever its length (Python itself refuses to write an integer of more than 4300 digits).

Several parameters: the others are fixed (``fixed={"a": "1/5"}``), or left symbolic (a
``SymbolicAudit``: directions decided by Z3 for every value the family's domain allows);
or two are audited together (``param=("s", "t")``, a ``TwoParameterAudit``): for each of
them the region where the two metrics move in opposite directions, its boundary curves
as polynomial equations, and a plot.

Bad input raises ``AuditError`` (a ValueError) naming the problem.  Work that would not
finish is refused rather than started: a polynomial whose roots must be isolated above
``max_degree`` (default ``MAX_DEGREE``) raises ``AuditError``.  ``progress`` (a callable)
hears of each stage of the work.
"""

from __future__ import annotations

from .api import audit
from .forms import METRICS, parse_metrics
from .one import Audit, Piece
from .parse import AuditError, load_family, parse_fixed, parse_matrix, parse_range, parse_value
from .symbolic import SymbolicAudit
from .two import TwoParameterAudit
from .work import MAX_DEGREE

__all__ = [
    "audit",
    "Audit",
    "SymbolicAudit",
    "TwoParameterAudit",
    "Piece",
    "AuditError",
    "parse_matrix",
    "parse_range",
    "parse_fixed",
    "parse_value",
    "parse_metrics",
    "load_family",
    "METRICS",
    "MAX_DEGREE",
]
