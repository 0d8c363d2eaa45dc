"""The standard error and the confidence interval of kappa (PYCM-A5.1 ... A5.5, A6.1 ... A6.4).

PyCM 4.4 Document, cells 554-558 and 658-665, L960-996, L1249-1263:

    "The standard error(s) of the Kappa coefficient was obtained by Fleiss (1969) [24] [38]"
                                                                                      (A5.1)
    SE_Kappa = sqrt(ACC_Overall x (1 - RACC_Overall) / (1 - RACC_Overall)^2)          (A5.2)
    cm.Kappa_SE  0.2203645326012817                                                   (A5.3)
    "Confidence interval for `Kappa` are calculated using Fleiss formula :" and the same
     SE_Kappa formula                                                                 (A5.4)
    CI_Kappa = Kappa +- z x SE_Kappa                                                  (A5.5)
    "Kappa 95% Confidence Interval"                                                   (A6.1)
    CI_Kappa = Kappa +- 1.96 x SE_Kappa                                               (A6.2)
    cm.Kappa_CI  (-0.07707577422109269, 0.7867531935759315)                           (A6.3)
    "Supported statistics : `ACC`,`AUC`,`PRE`,`Overall ACC`,`Kappa`,`TPR`,`TNR`,`PPV`,`NPV`,
     `PLR`,`NLR`"                                                                     (A6.4)

The standard errors compared with (:func:`kappamcc.metrics.kappa_standard_error`): the
large-sample standard error of Fleiss, Cohen and Everitt (1969) -- "Fleiss (1969)", the
section's source -- and Cohen's (1960) approximation sqrt(P_o (1 - P_o) / (S (1 - P_e)^2)).
PyCM computes Cohen's (docs/library_findings.md, finding 5): its printed value A5.3 is Cohen's
SE of cm, 2 sqrt(105)/93, not Fleiss, Cohen and Everitt's, 2 sqrt(10545)/961 = 0.21371
(A5.1 is refuted on cm, corrected to Cohen's), and not the value of the printed formula,
0.95038 (A5.3.other-values).  The printed formula A5.2 (printed again in the CI section, A5.4)
is neither standard error: compared through the squares (both sides are non-negative square
roots) it is refuted on 2 x 2 matrices with an exact counterexample; its correction, the
formula PyCM evaluates, sqrt(ACC_Overall (1 - ACC_Overall) / (POP (1 - RACC_Overall)^2)), is
Cohen's, proved for every N by a checked derivation: PyCM's ACC_Overall = sum_i TP_i/POP and
RACC_Overall = sum_i TOP_i P_i/POP^2 as index sums become the atoms tr/S and
sum_k r_k c_k/S^2, and Z3 closes the equality with Cohen's SE in marginal form,
sqrt(S tr (S - tr))/(S^2 - sum_k r_k c_k), from 0 <= tr <= S and 0 <= sum_k r_k c_k <= S^2
(positivity).  A5.2.corrected.n2 compares it with
:func:`kappamcc.metrics.kappa_standard_error` itself (method "cohen_1960") on 2 x 2 matrices.
A5.3 is judged as PyCM's Kappa_SE, Cohen's; its disagreement with the printed formula is
A5.2's erratum, not counted again.

The interval: A5.5 is the large-sample (Wald) interval kappa +- z SE of
:func:`kappamcc.metrics.kappa_confidence_interval`, SE as PyCM computes it.  Both ends are affine
in z, so Kappa +- z SE_Kappa equals kappa +- z SE for every z > 0 exactly when the centres
and the standard errors agree: for every N, PyCM's Kappa is Cohen's kappa (the atoms of
PYCM-A1.3) and SE_Kappa is Cohen's SE (A5.2.corrected, cited).  A5.5.n2 checks the interval
against the function itself on 2 x 2 matrices at PyCM's z = 1.96 (the function takes z as a
number, not a symbol).

A5.1's words cite two references, [24] and [38] of PyCM's list: [24] is Cohen (1960), the
source of the formula PyCM evaluates (and the reference the document gives for kappa itself,
L1183, and for RACC, L488); [38] is Fleiss, Cohen & Everitt (1969), "Fleiss (1969)", the work the
sentence names.  The claim is judged on what the sentence says, that the SE "was obtained by
Fleiss (1969)": PyCM's value is Cohen's approximation, not Fleiss, Cohen and Everitt's SE.

A6.1 and A6.2 concern the number 1.96: the two-sided level of +- 1.96 is 2 Phi(1.96) - 1 =
erf(1.96/sqrt 2), which rounds to 0.95, and the 97.5% normal quantile rounds to 1.96: closed
numbers in erf, compared by the sign service's rigorous balls (python-flint's arb erf).  A6.3 is kappa +- 1.96 SE of cm (SE: Cohen's, A5.3); A6.4 reads the
list of supported statistics for what it says of Kappa: the printed interval is centred on the
printed Kappa with half-width 1.96 times the printed Kappa_SE.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.derivations import Cite, Close, Nonneg, matrices
from kappamcc.model.index_forms import col, fresh, row, sum_rc, total, trace
from kappamcc.model.kinds import Derived, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.proofs.pycm.a_kappa import KAPPA_PRINTED
from kappamcc.proofs.delgado_tibau_2019.s2_range import K_ALL
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import CELLS2, COUNTS2, M2, a, b, c, d
from kappamcc.proofs.pycm.x_example_matrix import (
    CM,
    DOUBLE_READING,
    DOUBLE_TOLERANCE,
    printed_link,
    printed_number,
    printed_output,
)

# ---------------------------------------------------------------------------
# N = 2, in PyCM's overall quantities

POP = a + b + c + d
ACC = (a + d) / POP
RACC = ((a + b) * (a + c) + (c + d) * (b + d)) / POP**2  # sum_i TOP_i P_i / POP^2
KAPPA2 = (ACC - RACC) / (1 - RACC)
SE_PRINTED = sp.sqrt(ACC * (1 - RACC) / (1 - RACC) ** 2)
SE_COMPUTED = sp.sqrt(ACC * (1 - ACC) / (POP * (1 - RACC) ** 2))  # what PyCM evaluates
SE_FCE2 = metrics.kappa_standard_error(M2, method="fleiss_cohen_everitt")
SE_COHEN2 = metrics.kappa_standard_error(M2, method="cohen_1960")
KAPPA_DEFINED2 = Domain(
    symbols=CELLS2,
    constraints=COUNTS2 + (sp.Ne(1 - RACC, 0),),
    text="2 x 2 counts >= 0, S > 0, RACC_Overall != 1 (kappa defined)",
)
# the function takes a number for z (not a symbol): the interval at PyCM's z = 1.96
Z_PYCM = sp.Rational("1.96")
CI2 = metrics.kappa_confidence_interval(M2, z=Z_PYCM, method="cohen_1960")

# ---------------------------------------------------------------------------
# every N: PyCM's overall quantities as index sums, then as atoms

C = Array("C")
S = total(C)
_k = fresh("k")
at = partial(atomize, arrays=[C])  # at(e): the closed index sum e over atoms
ACC_ALL = at(fraction(trace(C), (S,)))  # sum_i TP_i / POP
RACC_ALL = at(fraction(Sum(col(C, _k) * row(C, _k), _k), (S, S)))  # sum_i TOP_i P_i / POP^2
POP_ALL = at(S)
SE_COMPUTED_ALL = sp.sqrt(ACC_ALL * (1 - ACC_ALL) / (POP_ALL * (1 - RACC_ALL) ** 2))
# Cohen's (1960) sqrt(P_o (1 - P_o)/(S (1 - P_e)^2)), P_o = tr/S, P_e = sum r c/S^2, in marginal form
SE_COHEN_ALL = sp.sqrt(at(S) * at(trace(C)) * (at(S) - at(trace(C)))) / (at(S) ** 2 - at(sum_rc(C)))
KAPPA_DEFINED_ALL = (sp.Ne(at(S * S - sum_rc(C)), 0),)
SE_GOAL = sp.Eq(SE_COMPUTED_ALL, SE_COHEN_ALL)
NONNEG_C = frozenset({"C"})
SE_LINES = [
    Nonneg(S, (C,), NONNEG_C),
    Nonneg(trace(C), (C,), NONNEG_C),
    Nonneg(S - trace(C), (C,), NONNEG_C),
    Nonneg(sum_rc(C), (C,), NONNEG_C),
    Nonneg(S * S - sum_rc(C), (C,), NONNEG_C),
    Close(SE_GOAL, KAPPA_DEFINED_ALL, (1, 2, 3, 4, 5)),
]
# the interval's centre and half-width per unit z: PyCM's Kappa (A1.3) and SE_Kappa, against Cohen's
CI_GOAL = sp.And(sp.Eq(atomize(KAPPA_PRINTED, [C]), K_ALL, evaluate=False), SE_GOAL)

# cm
KAPPA = metrics.kappa(CM)
SE_COHEN = metrics.kappa_standard_error(CM, method="cohen_1960")
SE_FCE = metrics.kappa_standard_error(CM, method="fleiss_cohen_everitt")
ACC_CM, RACC_CM = metrics.accuracy(CM), metrics.chance_agreement(CM)
Z95 = sp.Rational("1.96")
CI_LOW, CI_HIGH = metrics.kappa_confidence_interval(CM, z=Z95, method="cohen_1960")

# the standard normal distribution function, exactly: Phi(q) = (1 + erf(q/sqrt 2))/2 (erf decided by balls)
q = sp.Symbol("q", real=True)
PHI = (1 + sp.erf(q / sp.sqrt(2))) / 2  # Phi(q); Phi at a point: PHI.xreplace({q: point})
Q_LOW, Q_HIGH = sp.Rational("1.955"), sp.Rational("1.965")

# ---------------------------------------------------------------------------

A5_2 = r"SE_{Kappa}=\sqrt{\frac{ACC_{Overall}\times (1-RACC_{Overall})}{(1-RACC_{Overall})^2}}"
SE_CORRECTED = r"SE_{Kappa}=\sqrt{\frac{ACC_{Overall}\times (1-ACC_{Overall})}{POP\times(1-RACC_{Overall})^2}}"
SE_READING = (
    "compared through the squares: both sides are non-negative square roots; the standard errors are "
    "Fleiss, Cohen & Everitt's (1969), the section's source, and Cohen's (1960), which PyCM computes"
)


# the printed SE formula (A5.2, printed again as A5.4) against both standard errors of kappa, and
# its correction: the formula PyCM evaluates is Cohen's SE, every N
PRINTED_SE_FORMULAS = {
    claim_id: Relation(
        claim_id,
        f"{source_words}: SE_Kappa = sqrt(ACC_Overall (1 - RACC_Overall)/(1 - RACC_Overall)^2) is a "
        "standard error of kappa: Fleiss, Cohen and Everitt's (1969) or Cohen's (1960), N = 2",
        pycm(locator, A5_2),
        relation=sp.Or(eq(SE_PRINTED**2, SE_FCE2**2), eq(SE_PRINTED**2, SE_COHEN2**2)),
        domain=KAPPA_DEFINED2,
        expected=Status.CORRECTED,
        reading=SE_READING,
        erratum=Erratum.typo(
            "ACC_Overall (1 - RACC_Overall) for ACC_Overall (1 - ACC_Overall), and POP dropped "
            "from the denominator: the formula PyCM evaluates (the correction) is Cohen's SE"
        ),
        correction=Derived(
            f"{claim_id}.corrected",
            "SE_Kappa = sqrt(ACC_Overall (1 - ACC_Overall)/(POP (1 - RACC_Overall)^2)), the formula PyCM "
            "evaluates, is Cohen's (1960) standard error of kappa sqrt(P_o (1 - P_o)/(S (1 - P_e)^2)) = "
            "sqrt(S tr (S - tr))/(S^2 - sum_k r_k c_k), every N (where kappa is defined)",
            pycm(f"{locator} (corrected)", SE_CORRECTED),
            formula=matrices([C], hyps=KAPPA_DEFINED_ALL, goal=SE_GOAL),
            lines=SE_LINES,
            reading="ACC_Overall = sum_i TP_i/POP = tr/S, RACC_Overall = sum_i TOP_i P_i/POP^2 = sum_k r_k c_k/S^2 "
            "(rows actual, TOP_i = c_i, P_i = r_i); Cohen's SE as kappamcc.metrics.kappa_standard_error"
            "(method='cohen_1960') computes it, in marginal form",
            expected=Status.PROVED,
            origin=Origin.SUITE,
        ),
    )
    for claim_id, locator, source_words in [
        ("PYCM-A5.2", "cell 659, L1251-1252", "the section's formula"),
        ("PYCM-A5.4", "cell 558, L991-996", "the CI section's 'Fleiss formula'"),
    ]
}


SE_CORRECTED_N2 = Relation(
    "PYCM-A5.2.corrected.n2",
    "N = 2: SE_Kappa = sqrt(ACC_Overall (1 - ACC_Overall)/(POP (1 - RACC_Overall)^2)) is "
    "kappamcc.metrics.kappa_standard_error(method='cohen_1960')",
    pycm("cell 659, L1251-1252 (suite check against kappamcc.metrics)", SE_CORRECTED),
    relation=eq(SE_COMPUTED, SE_COHEN2),
    domain=KAPPA_DEFINED2,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)


PRINTED_SE = PRINTED_SE_FORMULAS["PYCM-A5.2"]
SE_CORRECTED_ALL = PRINTED_SE.correction
CI_OUT = "(-0.07707577422109269, 0.7867531935759315)"
CLAIMS = [
    printed_output(
        "PYCM-A5.1",
        "the standard error of kappa PyCM reports (cm.Kappa_SE) is Fleiss, Cohen and Everitt's "
        "(1969): on cm, 2 sqrt(10545)/961",
        "cell 658, L1249-1250",
        exact=SE_FCE,
        printed="0.2203645326012817",
        output="The standard error(s) of the Kappa coefficient was obtained by Fleiss (1969) [[24]](#ref24) "
        "[[38]](#ref38).  cm.Kappa_SE -> 0.2203645326012817",
        expected=Status.CORRECTED,
        erratum=Erratum.false(
            "the SE PyCM reports is Cohen's (1960) approximation 2 sqrt(105)/93, not the "
            "large-sample SE of Fleiss, Cohen and Everitt (1969), 0.21371..., that the "
            "sentence names"
        ),
        correction=printed_output(
            "PYCM-A5.1.corrected",
            "the standard error of kappa PyCM reports is Cohen's "
            "(1960) approximation sqrt(P_o (1 - P_o)/(S (1 - P_e)^2)): on cm, "
            "2 sqrt(105)/93",
            "cell 658, L1249-1250 (corrected)",
            exact=SE_COHEN,
            printed="0.2203645326012817",
            origin=Origin.SUITE,
        ),
        reading="the sentence cites [24] and [38] of PyCM's list: [24] is Cohen (1960), 'A coefficient of "
        "agreement for nominal scales' (the source of the formula PyCM evaluates, the correction), "
        "[38] Fleiss, Cohen & Everitt (1969), 'Large sample standard errors of kappa and weighted "
        "kappa', the 'Fleiss (1969)' the sentence names as the SE's origin; judged on that attribution: "
        "kappamcc.metrics.kappa_standard_error(method='fleiss_cohen_everitt')",
    ),
    PRINTED_SE,
    SE_CORRECTED_ALL,
    SE_CORRECTED_N2,
    printed_output(
        "PYCM-A5.3",
        "cm.Kappa_SE, the standard error PyCM computes: Cohen's (1960), 2 sqrt(105)/93",
        "cell 660, L1253-1254",
        exact=SE_COHEN,
        printed="0.2203645326012817",
        uses=("PYCM-A5.2",),
        reading="judged as the SE PyCM computes (Cohen 1960, A5.2.corrected); that it is not the value of the "
        "printed formula is A5.2's erratum",
    ),
    Relation(
        "PYCM-A5.3.other-values",
        "on cm the printed formula (A5.2) gives sqrt(ACC (1 - RACC))/(1 - RACC) = 0.95038 "
        "and Fleiss, Cohen and Everitt's SE is 0.21371, neither the printed 0.2203645326012817",
        pycm("cell 660, L1253-1254 (suite check)"),
        relation=[
            sp.Gt(sp.sqrt(ACC_CM * (1 - RACC_CM)) / (1 - RACC_CM), sp.Rational("0.95"), evaluate=False),
            sp.Lt(SE_FCE, sp.Rational("0.22"), evaluate=False),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    PRINTED_SE_FORMULAS["PYCM-A5.4"],
    Derived(
        "PYCM-A5.5",
        "CI_Kappa = Kappa +- z SE_Kappa is the large-sample interval of "
        "kappamcc.metrics.kappa_confidence_interval (SE as PyCM computes it, Cohen 1960), every z > 0, every N: "
        "its centre is Cohen's kappa and its half-width z times Cohen's SE",
        pycm("cell 558, L991-996", r"CI_{Kappa}=Kappa\pm z\times SE_{Kappa}"),
        formula=matrices([C], hyps=KAPPA_DEFINED_ALL, goal=CI_GOAL),
        lines=[Cite(SE_CORRECTED_ALL), Close(CI_GOAL, KAPPA_DEFINED_ALL, (1,))],
        reading="z the normal quantile of the chosen level (PYCM-N15); SE as corrected in A5.2; both ends are "
        "affine in z, so they agree for every z > 0 exactly when the centres (PyCM's Kappa, PYCM-A1.3, and "
        "Cohen's kappa) and the standard errors (A5.2.corrected) agree, which is the formal statement",
        expected=Status.PROVED,
        uses=("PYCM-A1.3", "PYCM-A5.2", "PYCM-A5.5.n2"),
    ),
    Relation(
        "PYCM-A5.5.n2",
        "N = 2: Kappa +- z SE_Kappa is kappamcc.metrics.kappa_confidence_interval(z=z, "
        "method='cohen_1960') at PyCM's z = 1.96",
        pycm("cell 558, L991-996 (suite check against kappamcc.metrics)"),
        relation=[eq(KAPPA2 - Z_PYCM * SE_COMPUTED, CI2[0]), eq(KAPPA2 + Z_PYCM * SE_COMPUTED, CI2[1])],
        domain=KAPPA_DEFINED2,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="the function takes z as a number, not a symbol, so it is compared at the z PyCM uses; every "
        "z > 0 is the every-N derivation A5.5",
    ),
    Relation(
        "PYCM-A6.1",
        "Kappa +- 1.96 SE is a 95% interval: its two-sided normal level 2 Phi(1.96) - 1 = "
        "erf(1.96/sqrt 2) rounds to 0.95",
        pycm("cell 663, L1258-1259", quote="Kappa 95% Confidence Interval [[24]](#ref24) [[38]](#ref38)."),
        relation=chain(sp.Rational("0.945"), "<=", 2 * PHI.xreplace({q: Z95}) - 1, "<", sp.Rational("0.955")),
        expected=Status.PROVED,
        reading="'95%': the large-sample (normal) level of the interval, at two decimals",
    ),
    Relation(
        "PYCM-A6.2",
        "in CI_Kappa = Kappa +- 1.96 SE_Kappa, 1.96 is the 97.5% normal quantile (the two-sided 95% "
        "value) to the two printed decimals: Phi(1.955) < 0.975 < Phi(1.965)",
        pycm("cell 664, L1260-1261", r"CI_{Kappa}=Kappa \pm 1.96\times SE_{Kappa}"),
        relation=chain(PHI.xreplace({q: Q_LOW}), "<", sp.Rational("0.975"), "<", PHI.xreplace({q: Q_HIGH})),
        expected=Status.PROVED,
        uses=("PYCM-A5.5",),
        reading="Phi increasing: the quantile of 0.975 lies in (1.955, 1.965)",
    ),
    Relation(
        "PYCM-A6.3",
        f"cm.Kappa_CI = (Kappa - 1.96 SE_Kappa, Kappa + 1.96 SE_Kappa) of cm, SE_Kappa as PyCM "
        f"computes it (A5.3): printed {CI_OUT}, each end within 5 10^-16 of the exact value",
        pycm("cell 665, L1262-1263", quote=CI_OUT),
        relation=[printed_link(CI_LOW, "-0.07707577422109269"), printed_link(CI_HIGH, "0.7867531935759315")],
        expected=Status.PROVED,
        uses=("PYCM-A5.3", "PYCM-A6.2"),
        reading=DOUBLE_READING,
    ),
    Relation(
        "PYCM-A6.4",
        "Kappa is a supported statistic: the printed interval (A6.3) is centred on the printed Kappa "
        "(A1.4) and its half-width is 1.96 times the printed Kappa_SE (A5.3), to double precision (10^-15)",
        pycm(
            "cell 554, L960-967",
            quote="Supported statistics : `ACC`,`AUC`,`PRE`,`Overall ACC`,`Kappa`,`TPR`,`TNR`,`PPV`,`NPV`,`PLR`,`NLR`",
        ),
        relation=[
            sp.Le(
                sp.Abs(
                    (printed_number("-0.07707577422109269") + printed_number("0.7867531935759315")) / 2
                    - printed_number("0.35483870967741943")
                ),
                2 * DOUBLE_TOLERANCE,
                evaluate=False,
            ),
            sp.Le(
                sp.Abs(
                    (printed_number("0.7867531935759315") - printed_number("-0.07707577422109269")) / 2
                    - Z95 * printed_number("0.2203645326012817")
                ),
                2 * DOUBLE_TOLERANCE,
                evaluate=False,
            ),
        ],
        expected=Status.PROVED,
        uses=("PYCM-A1.4", "PYCM-A5.3", "PYCM-A6.3"),
        reading="what the list says of Kappa, checked on the printed numbers themselves",
    ),
]
