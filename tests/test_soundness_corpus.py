"""Attack corpus for a sound kernel: no false statement is ever PROVED, whatever a user writes.

This file is the corpus's entry point and its table of classes.  Each class of defect has a file
of its own, tests/test_soundness_c<NN>_<topic>.py, with its cases in three lists of
``(label, class, factory)``:

- ``FALSE_CLAIMS``: deliberately false claims.  A false claim passes when it is not PROVED and,
  if REFUTED/CORRECTED, its counterexample re-checks here, exactly and independently of the
  engine (tests/corpus_support.py): inside the domain, respecting each symbol's assumptions, and
  the statement false (or undefined) there.  Its factory must build a claim: one that raises fails.
- ``TRUE_CONTROLS``: true claims that must never be REFUTED.
- ``BAD_CALLS``: calls kappamcc must refuse when they are built (a mode string it does not know,
  array stems that clash, a family with a negative entry, ...).  Each must raise ValueError or
  TypeError from a ``raise`` in kappamcc's own code, with a message: an error raised anywhere else
  (a typo in the case, sympy, the interpreter calling with the wrong arguments) fails.

This file collects every class file's lists (``CORPUS_FILES``) and runs those three checks on
them, once; a class file holds its cases and only the checks particular to its class.  A new
false statement goes in the file of its class; a new class gets a new file, registered here (in
``CORPUS_FILES`` and in the table below: a test keeps the two and the folder in agreement).

Nothing here is xfail: a failing case is an engine bug to fix.

The classes: 0 = a plain mutation of a true claim; 1-11 the soundness issue's classes; 12-21
issue 19's (a sound foundation: no guess ever becomes a verdict):

 0. plain mutations of true claims, of every kind                   test_soundness_c00_mutations.py
 1. symbols identified by name in the Z3 bridge (same-named
    symbols, Dummies, helper names)                                 test_soundness_c01_z3_symbols.py
 2. mode strings (kind, direction) not validated; constructor
    arguments named when refused                                    test_soundness_c02_mode_strings.py
 3. definedness decided on the whole domain before any
    cancellation (root isolation, Monotone/Convex on closed
    intervals, cached subterms)                                     test_soundness_c03_definedness.py
 4. limits: the side comes from the domain; a generic-parameter
    fallback cannot PROVE                                           test_soundness_c04_limits.py
 5. Exists: a witness is a point where the statement is defined
    and true                                                        test_soundness_c05_exists_witness.py
 6. logs: the sign of constant logarithms decided exactly           test_soundness_c06_log_signs.py
 7. all-N index identities: the size counts the free indices of
    every term                                                      test_soundness_c07_all_n_size.py
 8. printed values: scientific notation, percentages, signs; ties
    either way                                                      test_soundness_c08_printed_values.py
 9. symbol assumptions (integer, positive, nonnegative,
    imaginary/complex) on every path                                test_soundness_c09_assumptions.py
10. no soundness check is an assert (and python -O changes no
    verdict)                                                        test_soundness_c10_no_asserts.py
11. Steps and Counterexample rest on a prose argument, or           test_soundness_c11_prose.py
    a derivation checked by the kernel instead (issue 20)           test_soundness_c11_kernel.py
12. signs sympy cannot decide: roots within 1e-200 of an interval
    end, constants that cancel 150 digits, leading coefficients
    below 1e-150, algebraic zeros in disguise                       test_soundness_c12_signs.py
13. sympy.limit is no proof: oscillating functions, functions
    outside the exact rules                                         test_soundness_c13_sympy_limits.py
14. arrays sharing an entry stem must be closed under relabelling,
    or refused                                                      test_soundness_c14_array_stems.py
15. a family's metrics keep their uncancelled denominators and
    radicands                                                       test_soundness_c15_family_denominators.py
16. families are validated; a claim's domain includes the families
    it names (families=), a family it does not use is refused;
    counterexamples are members                                     test_soundness_c16_families.py
17. inputs that crashed inside verify: each gets a verdict or a
    clear error, never "error"                                      test_soundness_c17_crashes.py
18. floats are the binary rationals they store (0.1 is not 1/10)    test_soundness_c18_floats.py
19. names in index sums: bound indices are dummies; entry names
    never coincide                                                  test_soundness_c19_index_names.py
20. definedness beyond rational powers: periodic constraints,
    partial functions, logs beside poles                            test_soundness_c20_partial_functions.py
21. the set a calculus statement is about: gaps in the interval,
    hidden kinks, locations and roots outside                       test_soundness_c21_calculus_sets.py

Classes 22-27 (issues 30, 31 and 33) each have a file of their own with their cases and the
checks particular to them; their false statements and true controls are also registered here
(``CLASS_FILES``), so that this file's checks (an independent re-check of every refutation)
run on them too:

22. a proof of a reading narrower than the print (PROVED IN PART)   test_soundness_scope.py
23. an Exists refuted through a negation over fewer points           test_soundness_exists.py
24. a reading whose range meets the family's domain in one point     test_soundness_readings.py
25. a printed formula's denominators lost before the engine saw it   test_soundness_printed_form.py
26. a limit with a parametric leading coefficient                    test_soundness_parametric_limits.py
27. the verdict cache, the audit's assumptions, user claims files    test_soundness_cache.py,
    (facts and verdicts outside a single claim: checked there)       test_soundness_audit_assumptions.py,
                                                                     test_soundness_user_claims.py
28. logarithms and reciprocals as atoms in index sums: the guard,    test_soundness_log_sums.py
    cancelled 0/0, formal failures that are true at the size checked
29. renamed classes: the invariance rule for relabelled arrays       test_soundness_relabelling.py
30. the re-check by Coq: a failure record never grants the badge,     test_soundness_recheck.py
    a band over a kappa variable and a family's Asy are printed as
    the claim states them (checked there, Coq's refusals with -m coq)
31. the re-check's sign hints and range facts: signs guessed at     test_soundness_recheck_hints.py
    sample points only as hints Coq proves, a metric two matrices
    derive alike never compared with itself (the file runs in -m coq)
32. the re-check of a negation or an existence: the witness only     test_soundness_recheck_witness.py
    instantiates the proof; Coq rejects a wrong one (points in
    order, outside the domain or the set, an impossible property,
    an undefined point) (the file runs in -m coq)
33. the re-check of Z_A for every N and of polynomial signs by       test_soundness_recheck_sizes.py
    certificates: the size ranges over every n >= 2 (a bound false
    only at N = 2 fails), no certificate for a sign that fails at a
    bound, MCC's numerator certified only as a hint (M4's MCC rising
    fails) (the file runs in -m coq)
"""

from __future__ import annotations

import pathlib
import re

import pytest

from corpus_support import check_bad_call, check_false_claim, check_true_control

# -- classes 0-21: a file each ---------------------------------------------------------
import test_soundness_c00_mutations as _c00  # noqa: E402
import test_soundness_c01_z3_symbols as _c01  # noqa: E402
import test_soundness_c02_mode_strings as _c02  # noqa: E402
import test_soundness_c03_definedness as _c03  # noqa: E402
import test_soundness_c04_limits as _c04  # noqa: E402
import test_soundness_c05_exists_witness as _c05  # noqa: E402
import test_soundness_c06_log_signs as _c06  # noqa: E402
import test_soundness_c07_all_n_size as _c07  # noqa: E402
import test_soundness_c08_printed_values as _c08  # noqa: E402
import test_soundness_c09_assumptions as _c09  # noqa: E402
import test_soundness_c10_no_asserts as _c10  # noqa: E402
import test_soundness_c11_prose as _c11  # noqa: E402
import test_soundness_c12_signs as _c12  # noqa: E402
import test_soundness_c13_sympy_limits as _c13  # noqa: E402
import test_soundness_c14_array_stems as _c14  # noqa: E402
import test_soundness_c15_family_denominators as _c15  # noqa: E402
import test_soundness_c16_families as _c16  # noqa: E402
import test_soundness_c17_crashes as _c17  # noqa: E402
import test_soundness_c18_floats as _c18  # noqa: E402
import test_soundness_c19_index_names as _c19  # noqa: E402
import test_soundness_c20_partial_functions as _c20  # noqa: E402
import test_soundness_c21_calculus_sets as _c21  # noqa: E402

CORPUS_FILES = (
    _c00,
    _c01,
    _c02,
    _c03,
    _c04,
    _c05,
    _c06,
    _c07,
    _c08,
    _c09,
    _c10,
    _c11,
    _c12,
    _c13,
    _c14,
    _c15,
    _c16,
    _c17,
    _c18,
    _c19,
    _c20,
    _c21,
)
FALSE_CLAIMS: list = [case for module in CORPUS_FILES for case in module.FALSE_CLAIMS]
TRUE_CONTROLS: list = [case for module in CORPUS_FILES for case in module.TRUE_CONTROLS]
BAD_CALLS: list = [case for module in CORPUS_FILES for case in module.BAD_CALLS]

# -- classes 22-26: the cases of the class files, registered here too ----------------
import test_soundness_exists as _c23  # noqa: E402
import test_soundness_log_sums as _c28  # noqa: E402
import test_soundness_relabelling as _c29  # noqa: E402
import test_soundness_parametric_limits as _c26  # noqa: E402
import test_soundness_printed_form as _c25  # noqa: E402
import test_soundness_readings as _c24  # noqa: E402
import test_soundness_scope as _c22  # noqa: E402

CLASS_FILES = {
    22: (_c22.NEVER_PROVED, _c22.NEVER_REFUTED),
    23: (_c23.FALSE_EXISTS, _c23.TRUE_EXISTS),
    24: (_c24.FALSE, _c24.TRUE),
    25: (_c25.NEVER_PROVED, _c25.PROVED),
    26: (_c26.NEVER_PROVED, _c26.PROVED),
    28: (_c28.NEVER_PROVED, _c28.TRUE + _c28.TRUE_NOT_FORMAL),
    29: (_c29.NEVER_PROVED, _c29.TRUE),
}
for _cls, (_false, _true) in CLASS_FILES.items():
    FALSE_CLAIMS += [(f"C{_cls}.{label}", _cls, factory) for label, factory in _false]
    TRUE_CONTROLS += [(f"C{_cls}.{label}", _cls, factory) for label, factory in _true]
BAD_CALLS += [(f"C28.{label}", 28, factory) for label, factory in _c28.BAD_CALLS]


def _params(entries):
    return [pytest.param(f, id=label) for label, _, f in entries]


@pytest.mark.parametrize("factory", _params(FALSE_CLAIMS))
def test_false_claim_is_never_proved(factory):
    check_false_claim(factory)


# controls over non-real symbols: the engine may refuse them (claims are over the reals), never refute them
MAY_REJECT = frozenset({"T.assume-imaginary"})


@pytest.mark.parametrize("factory", _params(TRUE_CONTROLS))
def test_true_control_is_never_refuted(factory, request):
    check_true_control(factory, request.node.callspec.id, MAY_REJECT)


@pytest.mark.parametrize("factory", _params(BAD_CALLS))
def test_bad_call_is_refused_by_kappamccs_own_validation(factory):
    check_bad_call(factory)


def test_each_class_of_issues_30_to_33_has_false_statements_and_true_controls():
    for cls, (false, true) in CLASS_FILES.items():
        assert len(false) >= 5 and len(true) >= 2 and len(false) + len(true) >= 8, (cls, len(false), len(true))


def test_corpus_size_and_coverage():
    assert len(FALSE_CLAIMS) >= 150 and len(TRUE_CONTROLS) >= 50 and len(BAD_CALLS) >= 20
    attacks = FALSE_CLAIMS + BAD_CALLS  # a bad call attacks its class too: by a call the engine must refuse
    assert {c for _, c, _ in attacks} >= set(range(1, 22))
    for cls in range(12, 22):  # issue 19's classes: at least 10 attacks and controls each
        false = sum(1 for _, c, _ in attacks if c == cls)
        true = sum(1 for _, c, _ in TRUE_CONTROLS if c == cls)
        assert false + true >= 10 and false >= 5 and true >= 2, (cls, false, true)
    labels = [lab for lab, _, _ in FALSE_CLAIMS + TRUE_CONTROLS + BAD_CALLS]
    assert len(labels) == len(set(labels)), "labels must be unique (they are the pytest ids)"


def test_every_class_file_is_registered_here_and_holds_only_its_class():
    """The folder, ``CORPUS_FILES`` and the table of this docstring agree: every class file is
    collected (a file left out would have its cases never run by the checks above), and each
    file's cases carry its class number."""
    folder = {p.name for p in pathlib.Path(__file__).parent.glob("test_soundness_c[0-9][0-9]_*.py")}
    kernel = {"test_soundness_c11_kernel.py"}  # derivations, checked in their own file
    registered = {pathlib.Path(module.__file__).name for module in CORPUS_FILES}
    assert folder - kernel == registered, (sorted(folder - kernel - registered), sorted(registered - folder))
    assert all(name in __doc__ for name in folder), sorted(name for name in folder if name not in __doc__)
    for module in CORPUS_FILES:
        number = int(re.match(r"test_soundness_c(\d\d)_", pathlib.Path(module.__file__).name).group(1))
        cases = module.FALSE_CLAIMS + module.TRUE_CONTROLS + module.BAD_CALLS
        assert cases and {c for _, c, _ in cases} == {number}, (module.__name__, {c for _, c, _ in cases})
        assert f"\n{number:2d}. " in __doc__, f"class {number} is missing from the table"
