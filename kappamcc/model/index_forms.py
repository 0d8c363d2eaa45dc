"""The general metrics written as index-sum polynomials (any number of classes N).

These are the objects the relabelling theorem of :mod:`kappamcc.prove.index_sums`
decides identities between.  Every function takes the array (a generic, symmetric or
diagonal N x N matrix) and returns an :class:`IndexPoly` or :class:`IndexFraction`;
free indices are passed in.  Cases (the S rows of the one-hot matrices X and Y of
DT2019-N16) are summed grouped by cell: the C_ab cases of actual class a predicted as
b all have X_r = e_a and Y_r = e_b, so ``sum_r f(X_r, Y_r) = sum_ab C_ab f(e_a, e_b)``.
"""

from __future__ import annotations

import itertools

from ..prove.index_sums import Array, Index, IndexFraction, IndexPoly, Sum, delta, fraction, ne
import sympy as sp

from ..prove.log_sums import LogAtoms, Ratio, cell_sum, sum_over, xlog2x

__all__ = [
    "fresh",
    "total",
    "trace",
    "row",
    "col",
    "sum_rc",
    "sum_rr",
    "sum_cc",
    "case_sum",
    "kappa_marginal",
    "mcc_marginal_parts",
    "correct_rest",
    "actual_rest",
    "predicted_rest",
    "recall",
    "precision",
    "specificity",
    "negative_predictive_value",
    "class_accuracy",
    "f1_score",
    "accuracy",
    "pooled_tp",
    "pooled_fp",
    "pooled_fn",
    "micro_precision",
    "micro_recall",
    "micro_f1",
    "cohen_chance_agreement",
    "scott_chance_agreement",
    "reference_entropy",
    "response_entropy",
    "joint_entropy",
    "conditional_entropy",
    "cross_entropy",
    "kl_divergence",
    "mutual_information",
    "entropy_of_row",
    "entropy_of_column",
    "cen_of_class",
    "cen",
    "mcen",
    "chi_squared",
    "phi_squared",
    "mean_square_contingency",
]

_n = itertools.count()


def fresh(stem: str = "i") -> Index:
    return Index(f"{stem}{next(_n)}")


def total(C: Array) -> IndexPoly:
    """S = sum_ij C_ij."""
    i, j = fresh(), fresh()
    return Sum(C[i, j], i, j)


def trace(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(C[k, k], k)


def row(C: Array, k: Index) -> IndexPoly:
    """r_k = sum_l C_kl (free k)."""
    l = fresh("l")
    return Sum(C[k, l], l)


def col(C: Array, k: Index) -> IndexPoly:
    """c_k = sum_l C_lk (free k)."""
    l = fresh("l")
    return Sum(C[l, k], l)


def sum_rc(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(row(C, k) * col(C, k), k)


def sum_rr(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(row(C, k) * row(C, k), k)


def sum_cc(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(col(C, k) * col(C, k), k)


def case_sum(C: Array, f) -> IndexPoly:
    """sum over the S cases of f(actual, predicted), grouped by cell: sum_ab C_ab f(a, b)."""
    a, b = fresh("a"), fresh("b")
    return Sum(C[a, b] * f(a, b), a, b)


def kappa_marginal(C: Array) -> IndexFraction:
    """kappa = (S tr - sum_k r_k c_k) / (S^2 - sum_k r_k c_k)."""
    S = total(C)
    return IndexFraction(S * trace(C) - sum_rc(C), S * S - sum_rc(C))


def mcc_marginal_parts(C: Array) -> tuple[IndexPoly, IndexPoly, IndexPoly]:
    """(S tr - sum r_k c_k, S^2 - sum r_k^2, S^2 - sum c_k^2): MCC = n / sqrt(d_r d_c)."""
    S = total(C)
    return S * trace(C) - sum_rc(C), S * S - sum_rr(C), S * S - sum_cc(C)


# ---------------------------------------------------------------------------
# per-class metrics of class k against the rest (rows actual, columns predicted), and the
# overall and pooled (micro) metrics, each as its reference defines it; a fraction is
# defined where its denominator is non-zero


def correct_rest(C: Array, k: Index) -> IndexPoly:
    """sum_{i != k, j != k} C_ij: the cases neither actually in class k nor predicted k."""
    i, j = fresh("i"), fresh("j")
    return Sum(C[i, j], i, j, where=[ne(i, k), ne(j, k)])


def actual_rest(C: Array, k: Index) -> IndexPoly:
    """sum_{i != k} sum_j C_ij: the cases actually in another class than k."""
    i, j = fresh("i"), fresh("j")
    return Sum(C[i, j], i, j, where=[ne(i, k)])


def predicted_rest(C: Array, k: Index) -> IndexPoly:
    """sum_i sum_{j != k} C_ij: the cases predicted as another class than k."""
    i, j = fresh("i"), fresh("j")
    return Sum(C[i, j], i, j, where=[ne(j, k)])


def recall(C: Array, k: Index) -> IndexFraction:
    """Recall (sensitivity, true positive rate) of class k: the cases of class k predicted k over
    the cases of class k, C_kk / r_k (Yerushalmy 1947; Sokolova & Lapalme 2009, Table 3)."""
    return fraction(C[k, k], row(C, k))


def precision(C: Array, k: Index) -> IndexFraction:
    """Precision (positive predictive value) of class k: the cases predicted k that are of class k
    over the cases predicted k, C_kk / c_k (Sokolova & Lapalme 2009, Table 3)."""
    return fraction(C[k, k], col(C, k))


def specificity(C: Array, k: Index) -> IndexFraction:
    """Specificity (true negative rate) of class k: the cases of the other classes predicted as
    another class than k, over the cases of the other classes,
    sum_{i != k, j != k} C_ij / sum_{i != k} sum_j C_ij (Yerushalmy 1947; Altman & Bland 1994, BMJ 308:1552)."""
    return fraction(correct_rest(C, k), actual_rest(C, k))


def negative_predictive_value(C: Array, k: Index) -> IndexFraction:
    """Negative predictive value of class k: of the cases predicted as another class than k, those
    not of class k, sum_{i != k, j != k} C_ij / sum_i sum_{j != k} C_ij
    (Altman & Bland 1994, BMJ 309:102)."""
    return fraction(correct_rest(C, k), predicted_rest(C, k))


def class_accuracy(C: Array, k: Index) -> IndexFraction:
    """Accuracy of class k against the rest: the cases on which actual and predicted agree on
    "k or not k", over all cases, (C_kk + sum_{i != k, j != k} C_ij) / S (the accuracy of the
    one-vs-rest table; Sokolova & Lapalme 2009, Table 3, "average accuracy" per class)."""
    return fraction(C[k, k] + correct_rest(C, k), total(C))


def f1_score(C: Array, k: Index) -> IndexFraction:
    """F1 of class k, the harmonic mean of its precision and recall, 2 C_kk / (r_k + c_k)
    (van Rijsbergen 1979, ch. 7, F at beta = 1; Dice 1945)."""
    return fraction(2 * C[k, k], row(C, k) + col(C, k))


def accuracy(C: Array) -> IndexFraction:
    """Accuracy: the cases on the diagonal over all cases, tr / S."""
    return fraction(trace(C), total(C))


def pooled_tp(C: Array) -> IndexPoly:
    """TP of the pooled table (the one-vs-rest tables of all classes added): sum_k C_kk."""
    return trace(C)


def pooled_fp(C: Array) -> IndexPoly:
    """FP of the pooled table: sum_k sum_{i != k} C_ik (the cases predicted k of another class)."""
    i, k = fresh("i"), fresh("k")
    return Sum(C[i, k], i, k, where=[ne(i, k)])


def pooled_fn(C: Array) -> IndexPoly:
    """FN of the pooled table: sum_k sum_{j != k} C_kj (the cases of class k predicted otherwise)."""
    j, k = fresh("j"), fresh("k")
    return Sum(C[k, j], j, k, where=[ne(j, k)])


def micro_precision(C: Array) -> IndexFraction:
    """Micro-averaged precision: the precision of the pooled table, sum TP / (sum TP + sum FP)
    (Sokolova & Lapalme 2009, Table 3, Precision_mu)."""
    return fraction(pooled_tp(C), pooled_tp(C) + pooled_fp(C))


def micro_recall(C: Array) -> IndexFraction:
    """Micro-averaged recall: the recall of the pooled table, sum TP / (sum TP + sum FN)
    (Sokolova & Lapalme 2009, Table 3, Recall_mu)."""
    return fraction(pooled_tp(C), pooled_tp(C) + pooled_fn(C))


def micro_f1(C: Array) -> IndexFraction:
    """Micro-averaged F1: the F1 of the pooled table, 2 sum TP / (2 sum TP + sum FP + sum FN)
    (Sokolova & Lapalme 2009, Table 3, Fscore_mu at beta = 1)."""
    return fraction(2 * pooled_tp(C), 2 * pooled_tp(C) + pooled_fp(C) + pooled_fn(C))


def cohen_chance_agreement(C: Array) -> IndexFraction:
    """Cohen's (1960) chance agreement: the probability that an actual label a drawn from the row
    distribution r_a / S and, independently, a predicted label b drawn from the column
    distribution c_b / S agree, sum_{a, b} (r_a / S)(c_b / S) delta_ab (uses the Kronecker delta)."""
    a, b = fresh("a"), fresh("b")
    return fraction(Sum(row(C, a) * col(C, b) * delta[a, b], a, b), (total(C), total(C)))


def scott_chance_agreement(C: Array) -> IndexFraction:
    """Scott's (1955) chance agreement: both labels drawn from the pooled distribution
    pi_k = (r_k + c_k) / (2 S), sum_k pi_k^2."""
    k = fresh("k")
    S = total(C)
    return fraction(Sum((row(C, k) + col(C, k)) * (row(C, k) + col(C, k)), k), (2 * S, 2 * S))


# ---------------------------------------------------------------------------
# entropies (base 2), with the logarithms of kappamcc.prove.log_sums: A is the LogAtoms of the
# matrix (rows actual = reference, columns predicted = response); p_ij = C_ij / S, p_i. = r_i / S,
# p_.j = c_j / S; zero counts by 0 log 0 = 0


def reference_entropy(A: LogAtoms) -> Ratio:
    """H(actual) = -sum_i p_i. log2 p_i. (Shannon 1948)."""
    i = fresh("i")
    return -sum_over(xlog2x(A.row(i) / A.total()), i)


def response_entropy(A: LogAtoms) -> Ratio:
    """H(predicted) = -sum_j p_.j log2 p_.j (Shannon 1948)."""
    j = fresh("j")
    return -sum_over(xlog2x(A.col(j) / A.total()), j)


def joint_entropy(A: LogAtoms) -> Ratio:
    """H(actual, predicted) = -sum_ij p_ij log2 p_ij (Shannon 1948)."""
    i, j = fresh("i"), fresh("j")
    return -sum_over(xlog2x(A.entry(i, j) / A.total()), i, j)


def conditional_entropy(A: LogAtoms, given: str = "actual") -> Ratio:
    """H(predicted | actual) = -sum_ij p_ij log2(p_ij / p_i.) (``given="actual"``), or
    H(actual | predicted) = -sum_ij p_ij log2(p_ij / p_.j) (Cover & Thomas 2006, eq. 2.12)."""
    if given not in ("actual", "predicted"):
        raise ValueError(f"given= is 'actual' or 'predicted', got {given!r}")
    i, j = fresh("i"), fresh("j")
    q = A.row(i) if given == "actual" else A.col(j)
    return -sum_over((A.entry(i, j) / A.total()) * (A.entry(i, j) / q).log2(), i, j)


def cross_entropy(A: LogAtoms) -> Ratio:
    """H(p, q) = -sum_k p_k log2 q_k, p the actual and q the predicted distribution (finite where
    every class that occurs is predicted)."""
    k = fresh("k")
    return -sum_over((A.row(k) / A.total()) * (A.col(k) / A.total()).log2(), k)


def kl_divergence(A: LogAtoms) -> Ratio:
    """D(p || q) = sum_k p_k log2(p_k / q_k) (Kullback & Leibler 1951), p actual, q predicted."""
    k = fresh("k")
    return sum_over((A.row(k) / A.total()) * (A.row(k) / A.col(k)).log2(), k)


def mutual_information(A: LogAtoms) -> Ratio:
    """I = sum_ij p_ij log2(p_ij / (p_i. p_.j)) (Cover & Thomas 2006, eq. 2.28)."""
    i, j = fresh("i"), fresh("j")
    e = A.entry(i, j)
    return sum_over((e / A.total()) * (e * A.total() / (A.row(i) * A.col(j))).log2(), i, j)


def entropy_of_row(A: LogAtoms, i: Index) -> Ratio:
    """The Shannon entropy of row i's proportions C_ij / r_i (i free; defined where r_i > 0)."""
    j = fresh("j")
    return -sum_over(xlog2x(A.entry(i, j) / A.row(i)), j)


def entropy_of_column(A: LogAtoms, j: Index) -> Ratio:
    """The Shannon entropy of column j's proportions C_ij / c_j (j free; defined where c_j > 0)."""
    i = fresh("i")
    return -sum_over(xlog2x(A.entry(i, j) / A.col(j)), i)


def cen_of_class(A: LogAtoms, j: Index, modified: bool = False) -> Ratio:
    """CEN_j (Wei et al. 2010): with t_j = r_j + c_j, -sum_{k != j} (P_jk log P_jk + P_kj log P_kj),
    P_jk = C_jk / t_j, logarithms to the base 2(N - 1) (the factor A.inverse_log2_base);
    ``modified``: MCEN_j (Delgado & Nunez-Gonzalez 2019), t_j - C_jj in place of t_j.  j free;
    defined where the denominator is positive, N >= 2."""
    k = fresh("k")
    q = A.class_total_once(j) if modified else A.class_total(j)
    return -A.inverse_log2_base * sum_over(xlog2x(A.entry(j, k) / q) + xlog2x(A.entry(k, j) / q), k, where=[ne(k, j)])


def cen(A: LogAtoms) -> IndexFraction:
    """Overall CEN = sum_j P_j CEN_j with P_j = t_j / (2 S) (Wei et al. 2010); a class with no
    case has P_j = 0 and contributes 0."""
    j = fresh("j")
    return fraction(sum_over(A.class_total(j) * cen_of_class(A, j), j).value, 2 * total(A.C))


def mcen(A: LogAtoms, alpha) -> IndexFraction:
    """Overall MCEN = sum_j P_j MCEN_j with P_j = (t_j - C_jj) / (2 S - alpha tr), alpha = 1 for
    N > 2 and 0 for N = 2, as PyCM renders it (``alpha`` a number or a symbol)."""
    j = fresh("j")
    return fraction(
        sum_over(A.class_total_once(j) * cen_of_class(A, j, modified=True), j).value,
        2 * total(A.C) - alpha * trace(A.C),
    )


# ---------------------------------------------------------------------------
# association: sums over the cells of rational functions of the count x = C_ij, its row sum r,
# column sum c and the total s (kappamcc.prove.log_sums.cell_sum; every row and column sum > 0)

_x, _r, _c, _s = sp.symbols("x r c s")


def chi_squared(A: LogAtoms) -> IndexFraction:
    """Pearson's (1900) chi^2 = sum_ij (C_ij - E_ij)^2 / E_ij, E_ij = r_i c_j / S."""
    expected = _r * _c / _s
    return cell_sum(A, (_x - expected) ** 2 / expected, _x, _r, _c, _s)


def phi_squared(A: LogAtoms) -> IndexFraction:
    """phi^2 = chi^2 / S (Pearson 1904)."""
    return chi_squared(A) / total(A.C)


def mean_square_contingency(A: LogAtoms) -> IndexFraction:
    """Pearson's (1904) phi^2 in proportions: sum_ij (p_ij - p_i. p_.j)^2 / (p_i. p_.j)."""
    p, pr, pc = _x / _s, _r / _s, _c / _s
    return cell_sum(A, (p - pr * pc) ** 2 / (pr * pc), _x, _r, _c, _s)
