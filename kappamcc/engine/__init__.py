"""The engine: the provers that decide each claim kind, re-check its evidence, and
evaluate it at a point, registered by the kind (shape) they handle.

A claim kind (:mod:`kappamcc.model.kinds`) is a record; this package holds every decision
procedure.  For a kind there is an ordered list of provers (:mod:`.dispatch`); each
returns a conclusive :class:`~kappamcc.model.claims.Verdict` or ``None`` for "not my shape /
unknown", and an unknown passes to the next (SymPy's assumption handlers are the model).
A relation's links go through the same kind of chain (:mod:`.links`): closed numbers by
exact evaluation, logarithms by the log basis, equations by the identity prover, one
variable by real-root isolation, everything else by Z3.

Modules: :mod:`.dispatch` (the prover tables), :mod:`.numeric` (spot-check evaluation),
:mod:`.definedness`, :mod:`.links`, one module per group of kinds (:mod:`.relations`,
:mod:`.limits`, :mod:`.calculus`, :mod:`.printed`, :mod:`.composite`), :mod:`.kernel`
(checked derivations; :mod:`.sequences` adds its rules about matrix functionals) and :mod:`.verify` (memoised, cached verification: the public entry).
"""

from . import calculus, composite, limits, printed, relations, roots  # noqa: F401  (register the provers)
from . import sequences  # noqa: F401  (adds the rules about matrix functionals to the kernel's table)
from .links import LINK_PROVERS, decide_link
from .numeric import numeric_holds
from .dispatch import decide_claim, evaluate_at, evaluator, prover, recheck, rechecker
from .verify import verify

__all__ = [
    "verify",
    "prover",
    "rechecker",
    "evaluator",
    "decide_claim",
    "recheck",
    "evaluate_at",
    "numeric_holds",
    "LINK_PROVERS",
    "decide_link",
]
