"""kappamcc.metrics.cohen_kappa_score and matthews_corrcoef return what scikit-learn returns, on a
few hundred label pairs, degenerate ones included; where kappa is 0/0 they raise (or return the
replace_undefined_by given), as documented."""

from __future__ import annotations

import random
import warnings

import pytest

from kappamcc.metrics import UndefinedMetricError, cohen_kappa_score, from_labels, matthews_corrcoef
from conftest import imported_on_first_use

sk = imported_on_first_use("sklearn.metrics")


def _pairs(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(1, 12)
        k = rng.choice([1, 2, 2, 3, 4])
        kinds = rng.choice(["int", "str"])
        pool = list(range(k)) if kinds == "int" else ["a", "b", "c", "d"][:k]
        y1 = [rng.choice(pool) for _ in range(n)]
        y2 = [rng.choice(pool) for _ in range(n)]
        weight = rng.choice([None, "ints", "floats"])
        w = (
            None
            if weight is None
            else [rng.randint(0, 3) for _ in range(n)]
            if weight == "ints"
            else [rng.choice([0.5, 0.1, 1.25, 2.0, 3.3]) for _ in range(n)]
        )
        yield y1, y2, w


def _close(ours, theirs):
    return ours == theirs or abs(ours - theirs) <= 1e-12 * max(1.0, abs(theirs))


class Refused(Exception):
    """scikit-learn raised ValueError (ours must too)."""


def _sklearn(f, *args, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return f(*args, **kw)
        except ValueError:
            raise Refused from None


@pytest.mark.parametrize("weights", [None, "linear", "quadratic"])
def test_cohen_kappa_score_agrees_with_scikit_learn_wherever_it_is_defined(weights):
    checked = undefined = 0
    for y1, y2, w in _pairs({None: 1, "linear": 2, "quadratic": 3}[weights], 150):
        try:
            theirs = _sklearn(sk.cohen_kappa_score, y1, y2, weights=weights, sample_weight=w)
        except Refused:
            with pytest.raises(ValueError):
                cohen_kappa_score(y1, y2, weights=weights, sample_weight=w)
            continue
        if theirs != theirs:  # NaN: 0/0 in scikit-learn too
            with pytest.raises(UndefinedMetricError, match="0/0"):
                cohen_kappa_score(y1, y2, weights=weights, sample_weight=w)
            assert cohen_kappa_score(y1, y2, weights=weights, sample_weight=w, replace_undefined_by=-7.0) == -7.0
            undefined += 1
            continue
        ours = cohen_kappa_score(y1, y2, weights=weights, sample_weight=w)
        assert _close(ours, theirs), (y1, y2, w, ours, theirs)
        checked += 1
    assert checked > 80 and undefined > 5


def test_matthews_corrcoef_agrees_with_scikit_learn_degenerate_cases_included():
    degenerate = 0
    for y1, y2, w in _pairs(7, 300):
        try:
            theirs = _sklearn(sk.matthews_corrcoef, y1, y2, sample_weight=w)
        except Refused:
            with pytest.raises(ValueError):
                matthews_corrcoef(y1, y2, sample_weight=w)
            continue
        ours = matthews_corrcoef(y1, y2, sample_weight=w)
        assert _close(ours, theirs), (y1, y2, w, ours, theirs)
        degenerate += theirs == 0.0
    assert degenerate > 20


def test_labels_select_and_order_the_classes_as_in_scikit_learn():
    y1, y2 = [0, 1, 2, 2, 1, 0], [0, 2, 2, 1, 1, 0]
    for labels in ([0, 1], [2, 1, 0], [0, 1, 2, 3]):
        assert _close(
            cohen_kappa_score(y1, y2, labels=labels, weights="linear"),
            _sklearn(sk.cohen_kappa_score, y1, y2, labels=labels, weights="linear"),
        )


def test_from_labels_counts_each_case_for_its_exact_weight():
    C = from_labels([0, 0, 1], [0, 1, 1], sample_weight=[0.1, 2, 1])
    assert C == [[0.1, 2], [0, 1]] and type(C[0][0]).__name__ == "Fraction" and float(C[0][0]) == 0.1


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: cohen_kappa_score([0, 1], [0, 1], weights="cubic"), "weights"),
        (lambda: matthews_corrcoef([0, 1], [0, 1], sample_weight=[1, -1]), "negative"),
        (lambda: matthews_corrcoef([0, 1], [0, 1], sample_weight=[1]), "1 weights"),
        (lambda: cohen_kappa_score([0, 1], [0, 1], labels=[5, 6]), "none of the labels"),
        (lambda: cohen_kappa_score([], []), "empty"),
    ],
)
def test_bad_input_to_the_drop_ins_is_a_clear_error(call, words):
    with pytest.raises(ValueError, match=words):
        call()
