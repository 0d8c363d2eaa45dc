"""The standard error and the confidence interval of kappa (PYCM-A5.1 ... A5.5, A6.1 ... A6.4).

PyCM 4.4 Document, cells 554-558 and 658-665, L960-996, L1249-1263:

    "The standard error(s) of the Kappa coefficient was obtained by Fleiss (1969)"   (A5.1)
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
Cohen's (proved, N = 2).  A5.3 is judged as PyCM's Kappa_SE, Cohen's; its disagreement with the
printed formula is A5.2's erratum, not counted again.

The interval: A5.5 is the large-sample (Wald) interval kappa +- z SE of
:func:`kappamcc.metrics.kappa_confidence_interval` (N = 2, z > 0 symbolic, SE as PyCM computes
it).  A6.1 and A6.2 concern the number 1.96: the two-sided level of +- 1.96 is 2 Phi(1.96) - 1 =
erf(1.96/sqrt 2), which rounds to 0.95, and the 97.5% normal quantile rounds to 1.96: closed
numbers in erf, compared by the sign service's rigorous balls (python-flint's arb erf).  A6.3 is kappa +- 1.96 SE of cm (SE: Cohen's, A5.3); A6.4 reads the
list of supported statistics for what it says of Kappa: the printed interval is centred on the
printed Kappa with half-width 1.96 times the printed Kappa_SE.
"""
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Domain, Origin, Status
from kappamcc.kinds import Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import CELLS2, COUNTS2, M2, a, b, c, d
from kappamcc.proofs.pycm.x_example_matrix import (CM, DOUBLE_READING, DOUBLE_TOLERANCE, printed_link, printed_number,
                                                   printed_output)

# ---------------------------------------------------------------------------
# N = 2, in PyCM's overall quantities

POP = a + b + c + d
ACC = (a + d) / POP
RACC = ((a + b) * (a + c) + (c + d) * (b + d)) / POP**2          # sum_i TOP_i P_i / POP^2
KAPPA2 = (ACC - RACC) / (1 - RACC)
SE_PRINTED = sp.sqrt(ACC * (1 - RACC) / (1 - RACC) ** 2)
SE_COMPUTED = sp.sqrt(ACC * (1 - ACC) / (POP * (1 - RACC) ** 2))  # what PyCM evaluates
SE_FCE2 = metrics.kappa_standard_error(M2, method="fleiss_cohen_everitt")
SE_COHEN2 = metrics.kappa_standard_error(M2, method="cohen_1960")
KAPPA_DEFINED2 = Domain(CELLS2, COUNTS2 + (sp.Ne(1 - RACC, 0),),
                        "2 x 2 counts >= 0, S > 0, RACC_Overall != 1 (kappa defined)")
z = sp.Symbol("z", positive=True)
KAPPA_DEFINED2_Z = Domain(CELLS2 + (z,), KAPPA_DEFINED2.constraints, "2 x 2 counts >= 0, S > 0, RACC_Overall != 1, z > 0")
CI2 = metrics.kappa_confidence_interval(M2, z=z, method="cohen_1960")

# cm
KAPPA = metrics.kappa(CM)
SE_COHEN = metrics.kappa_standard_error(CM, method="cohen_1960")
SE_FCE = metrics.kappa_standard_error(CM, method="fleiss_cohen_everitt")
ACC_CM, RACC_CM = metrics.accuracy(CM), metrics.chance_agreement(CM)
Z95 = sp.Rational("1.96")
CI_LOW, CI_HIGH = metrics.kappa_confidence_interval(CM, z=Z95, method="cohen_1960")

# the standard normal distribution function, exactly: Phi(q) = (1 + erf(q/sqrt 2))/2 (erf decided by balls)
Phi = lambda q: (1 + sp.erf(q / sp.sqrt(2))) / 2   # noqa: E731
Q_LOW, Q_HIGH = sp.Rational("1.955"), sp.Rational("1.965")

# ---------------------------------------------------------------------------

A5_2 = r"SE_{Kappa}=\sqrt{\frac{ACC_{Overall}\times (1-RACC_{Overall})}{(1-RACC_{Overall})^2}}"
SE_CORRECTED = r"SE_{Kappa}=\sqrt{\frac{ACC_{Overall}\times (1-ACC_{Overall})}{POP\times(1-RACC_{Overall})^2}}"
SE_READING = ("compared through the squares: both sides are non-negative square roots; the standard errors are "
              "Fleiss, Cohen & Everitt's (1969), the section's source, and Cohen's (1960), which PyCM computes")


def printed_se_formula(id, locator, source_words):
    """The printed SE formula (A5.2, printed again as A5.4) against both standard errors of kappa."""
    return Relation(id, f"{source_words}: SE_Kappa = sqrt(ACC_Overall (1 - RACC_Overall)/(1 - RACC_Overall)^2) is a "
                    "standard error of kappa: Fleiss, Cohen and Everitt's (1969) or Cohen's (1960), N = 2",
                    pycm(locator, A5_2),
                    relation=sp.Or(eq(SE_PRINTED**2, SE_FCE2**2), eq(SE_PRINTED**2, SE_COHEN2**2)),
                    domain=KAPPA_DEFINED2, expected=Status.CORRECTED, reading=SE_READING,
                    correction=Relation(f"{id}.corrected", "SE_Kappa = sqrt(ACC_Overall (1 - ACC_Overall)/(POP (1 - "
                                        "RACC_Overall)^2)), the formula PyCM evaluates, is Cohen's (1960) standard error "
                                        "of kappa, N = 2", pycm(f"{locator} (corrected)", SE_CORRECTED),
                                        relation=eq(SE_COMPUTED, SE_COHEN2), domain=KAPPA_DEFINED2, expected=Status.PROVED,
                                        origin=Origin.SUITE))


CI_OUT = "(-0.07707577422109269, 0.7867531935759315)"
CLAIMS = [
    printed_output("PYCM-A5.1", "the standard error of kappa PyCM reports (cm.Kappa_SE) is Fleiss, Cohen and Everitt's "
                   "(1969): on cm, 2 sqrt(10545)/961", "cell 658, L1249-1250", exact=SE_FCE, printed="0.2203645326012817",
                   output="The standard error(s) of the Kappa coefficient was obtained by Fleiss (1969) [[24]](#ref24) "
                          "[[38]](#ref38).  cm.Kappa_SE -> 0.2203645326012817",
                   expected=Status.CORRECTED,
                   correction=printed_output("PYCM-A5.1.corrected", "the standard error of kappa PyCM reports is Cohen's "
                                             "(1960) approximation sqrt(P_o (1 - P_o)/(S (1 - P_e)^2)): on cm, "
                                             "2 sqrt(105)/93", "cell 658, L1249-1250 (corrected)", exact=SE_COHEN,
                                             printed="0.2203645326012817", origin=Origin.SUITE),
                   reading="'Fleiss (1969)', reference [38] of PyCM's list: Fleiss, Cohen & Everitt, 'Large sample standard "
                           "errors of kappa and weighted kappa' (1969); "
                           "kappamcc.metrics.kappa_standard_error(method='fleiss_cohen_everitt')"),
    printed_se_formula("PYCM-A5.2", "cell 659, L1251-1252", "the section's formula"),
    printed_output("PYCM-A5.3", "cm.Kappa_SE, the standard error PyCM computes: Cohen's (1960), 2 sqrt(105)/93",
                   "cell 660, L1253-1254", exact=SE_COHEN, printed="0.2203645326012817", uses=("PYCM-A5.2",),
                   reading="judged as the SE PyCM computes (Cohen 1960, A5.2.corrected); that it is not the value of the "
                           "printed formula is A5.2's erratum"),
    Relation("PYCM-A5.3.other-values", "on cm the printed formula (A5.2) gives sqrt(ACC (1 - RACC))/(1 - RACC) = 0.95038 "
             "and Fleiss, Cohen and Everitt's SE is 0.21371, neither the printed 0.2203645326012817",
             pycm("cell 660, L1253-1254 (suite check)"),
             relation=[sp.Gt(sp.sqrt(ACC_CM * (1 - RACC_CM)) / (1 - RACC_CM), sp.Rational("0.95"), evaluate=False),
                       sp.Lt(SE_FCE, sp.Rational("0.22"), evaluate=False)],
             expected=Status.PROVED, origin=Origin.SUITE),
    printed_se_formula("PYCM-A5.4", "cell 558, L991-996", "the CI section's 'Fleiss formula'"),
    Relation("PYCM-A5.5", "CI_Kappa = Kappa +- z SE_Kappa is the large-sample interval of "
             "kappamcc.metrics.kappa_confidence_interval (SE as PyCM computes it, Cohen 1960), every z > 0, N = 2",
             pycm("cell 558, L991-996", r"CI_{Kappa}=Kappa\pm z\times SE_{Kappa}"),
             relation=[eq(KAPPA2 - z * SE_COMPUTED, CI2[0]), eq(KAPPA2 + z * SE_COMPUTED, CI2[1])],
             domain=KAPPA_DEFINED2_Z, expected=Status.PROVED, uses=("PYCM-A5.2",),
             reading="z the normal quantile of the chosen level (PYCM-N15); SE as corrected in A5.2"),
    Relation("PYCM-A6.1", "Kappa +- 1.96 SE is a 95% interval: its two-sided normal level 2 Phi(1.96) - 1 = "
             "erf(1.96/sqrt 2) rounds to 0.95", pycm("cell 663, L1258-1259", quote="Kappa 95% Confidence Interval [[24]](#ref24) "
                                                      "[[38]](#ref38)."),
             relation=chain(sp.Rational("0.945"), "<=", 2 * Phi(Z95) - 1, "<", sp.Rational("0.955")),
             expected=Status.PROVED, reading="'95%': the large-sample (normal) level of the interval, at two decimals"),
    Relation("PYCM-A6.2", "in CI_Kappa = Kappa +- 1.96 SE_Kappa, 1.96 is the 97.5% normal quantile (the two-sided 95% "
             "value) to the two printed decimals: Phi(1.955) < 0.975 < Phi(1.965)",
             pycm("cell 664, L1260-1261", r"CI_{Kappa}=Kappa \pm 1.96\times SE_{Kappa}"),
             relation=chain(Phi(Q_LOW), "<", sp.Rational("0.975"), "<", Phi(Q_HIGH)), expected=Status.PROVED,
             uses=("PYCM-A5.5",), reading="Phi increasing: the quantile of 0.975 lies in (1.955, 1.965)"),
    Relation("PYCM-A6.3", f"cm.Kappa_CI = (Kappa - 1.96 SE_Kappa, Kappa + 1.96 SE_Kappa) of cm, SE_Kappa as PyCM "
             f"computes it (A5.3): printed {CI_OUT}, each end within 5 10^-16 of the exact value",
             pycm("cell 665, L1262-1263", quote=CI_OUT),
             relation=[printed_link(CI_LOW, "-0.07707577422109269"), printed_link(CI_HIGH, "0.7867531935759315")],
             expected=Status.PROVED, uses=("PYCM-A5.3", "PYCM-A6.2"), reading=DOUBLE_READING),
    Relation("PYCM-A6.4", "Kappa is a supported statistic: the printed interval (A6.3) is centred on the printed Kappa "
             "(A1.4) and its half-width is 1.96 times the printed Kappa_SE (A5.3), to double precision (10^-15)",
             pycm("cell 554, L960-967", quote="Supported statistics : `ACC`,`AUC`,`PRE`,`Overall ACC`,`Kappa`,`TPR`,`TNR`,"
                  "`PPV`,`NPV`,`PLR`,`NLR`"),
             relation=[sp.Le(sp.Abs((printed_number("-0.07707577422109269") + printed_number("0.7867531935759315")) / 2
                                    - printed_number("0.35483870967741943")), 2 * DOUBLE_TOLERANCE, evaluate=False),
                       sp.Le(sp.Abs((printed_number("0.7867531935759315") - printed_number("-0.07707577422109269")) / 2
                                    - Z95 * printed_number("0.2203645326012817")), 2 * DOUBLE_TOLERANCE, evaluate=False)],
             expected=Status.PROVED, uses=("PYCM-A1.4", "PYCM-A5.3", "PYCM-A6.3"),
             reading="what the list says of Kappa, checked on the printed numbers themselves"),
]
