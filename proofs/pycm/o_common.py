"""What the PYCM-E, O, R, S and T modules share: how PyCM's printed floats are read, the
symbolic matrices the printed formulas are compared on, and the one-vs-rest table of a class.

**Printed floats.**  PyCM's attributes are Python floats, and the notebook prints their
``repr``: the shortest decimal that identifies the double PyCM computed, e.g.
``cm.Chi_Squared`` prints ``6.6000000000000005`` for chi^2 = 33/5.  The digits beyond the
15th significant one record the rounding of PyCM's floating-point arithmetic, not the
statistic: a double carries 15 significant decimal digits faithfully (C's ``DBL_DIG``), and
a correct computation of 33/5 in doubles may print either ``6.6`` or ``6.6000000000000005``.
So a print with 15 significant digits or fewer (``0.55``, ``0.611111111111111``) is a
:class:`~kappamcc.model.kinds.PrintedValue` judged at its last digit, and a longer one is judged at
its 15th significant digit: the claim is that the printed decimal lies within half a unit of
that digit of the exact value (:func:`printed_float`; a :class:`~kappamcc.model.kinds.Relation`
between closed numbers, decided exactly).  Read at face value (to its 16th or 17th digit),
the print of a correctly computed statistic fails about half the time, which would turn
float rounding into errata; rounding the print to 15 digits first would round twice
(``0.5930232558139535`` for 51/86 = 0.59302325581395348... would become ...954).

**Symbolic matrices.**  ``M2`` and ``M3`` are 2 x 2 and 3 x 3 matrices of symbolic counts,
rows actual and columns predicted (PyCM's layout, PYCM-X3), each entry a positive count
(>= 1).  The entropy formulas take logarithms of the entries, so a zero entry is the
printed convention 0 log 0 = 0 (PYCM-E1.4), decided separately; positive counts keep
every log argument positive, and every positive integer count is >= 1 (the provers'
counterexamples are then integer matrices, valid inputs).

**One class against the rest.**  PyCM's per-class counts TP, FN, FP, TN of class k are the
cells of the 2 x 2 table obtained by merging all the other classes into one
(:func:`one_vs_rest`), rows actual (class k first), columns predicted.
"""

from __future__ import annotations

from functools import partial

from kappamcc.families import pycm_common
from kappamcc.families.pycm_common import (  # noqa: F401  (the claim modules import them from here)
    COUNTS2,
    COUNTS3,
    INTEGER_COUNTS3,
    LOGS,
    LOGS_PREDICTED,
    M2,
    M3,
    N3,
    ON2,
    col_sum,
    half_unit_of_15th_digit,
    log_identity,
    on_2x2,
    one_vs_rest,
    pearson_binary,
    population,
    row_sum,
    weighted_log,
)
from kappamcc.families.pycm_example import pycm_example
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.x_example_matrix import ON_CM

CM = pycm_example().matrix  # PyCM's cm as printed (PYCM-X3): rows actual, columns predicted
N_CM = CM.rows  # 3 classes

# a printed float of this document (its source pycm(locator, printed)), a value printed for cm
# taking the printed scope ON_CM
printed_float = partial(pycm_common.printed_float, source_at=pycm, printed_scope=ON_CM)
printed_per_class = partial(pycm_common.printed_per_class, source_at=pycm, printed_scope=ON_CM)
