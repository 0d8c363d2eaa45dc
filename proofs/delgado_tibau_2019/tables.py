"""Tables 1 and 2: MCC, Kappa, Asy and Ent of M2(A) and M4(A) at the printed A (DT2019-T1, T2).

Delgado & Tibau 2019, p20, L2749-2761 (Table 1) and p23, L3051-3063 (Table 2):

    Table 1. Comparing MCC, Kappa, Asy and Ent for M2(A). A = 10, 25, 50, 75, 100.
      M2(A) | A = 10   | A = 25   | A = 50    | A = 75    | A = 100
      MCC   | -0.3879  | -0.4478  | -0.4722   | -0.4810   | -0.4856
      Kappa | -0.1002  | -0.0410  | -0.0203   | -0.0135   | -0.0101
      Asy   | 140.5845 | 883.1217 | 3534.7990 | 7954.2260 | 14141.4100
      Ent   | 0.7135   | 0.2998   | 0.1590    | 0.1108    | 0.0859

    Table 2. Comparing MCC, Kappa, Asy and Ent for M4(A). A = 50, 60, 70, 80, 90, 100.
      M4(A) | A = 50    | A = 60   | A = 70   | A = 80   | A = 90     | A = 100
      MCC   | -0.5081   | -0.5114  | -0.5249  | -0.5653  | -0.7032    | -0.9659
      Kappa | -0.3500   | -0.2900  | -0.1735  | -0.0817  | -0.0341    | -0.0200
      Asy   | 4900.0000 | 5470.868 | 6940.576 | 8953.971 | 11328.5700 | 14000.7100
      Ent   | 1.1442    | 1.0319   | 0.7554   | 0.4418   | 0.1970     | 0.0830

Every cell is one claim: the exact value of the metric on the family's matrix at that
A (kappamcc.metrics: mcc, kappa, asymmetry (DT2019-D1), off_diagonal_entropy with base-2
logarithms (DT2019-D2)), judged against the print at its last printed digit.  A cell
whose print does not round from the exact value is REFUTED; its ``reading`` says
whether truncation instead of rounding would give the print.
"""

from kappamcc.families.experiments import m2, m4
from kappamcc import metrics
from kappamcc.families.printed_tables import printed_cells
from kappamcc.proofs.delgado_tibau_2019 import dt

METRICS = {
    "MCC": metrics.mcc,
    "Kappa": metrics.kappa,
    "Asy": metrics.asymmetry,
    "Ent": metrics.off_diagonal_entropy,  # base 2, as D2 says ("log usually denotes logarithm in base 2")
}

TABLE_1 = {  # M2(A), p20, L2749-2761
    "MCC": {10: "-0.3879", 25: "-0.4478", 50: "-0.4722", 75: "-0.4810", 100: "-0.4856"},
    "Kappa": {10: "-0.1002", 25: "-0.0410", 50: "-0.0203", 75: "-0.0135", 100: "-0.0101"},
    "Asy": {10: "140.5845", 25: "883.1217", 50: "3534.7990", 75: "7954.2260", 100: "14141.4100"},
    "Ent": {10: "0.7135", 25: "0.2998", 50: "0.1590", 75: "0.1108", 100: "0.0859"},
}

TABLE_2 = {  # M4(A), p23, L3051-3063
    "MCC": {50: "-0.5081", 60: "-0.5114", 70: "-0.5249", 80: "-0.5653", 90: "-0.7032", 100: "-0.9659"},
    "Kappa": {50: "-0.3500", 60: "-0.2900", 70: "-0.1735", 80: "-0.0817", 90: "-0.0341", 100: "-0.0200"},
    "Asy": {50: "4900.0000", 60: "5470.868", 70: "6940.576", 80: "8953.971", 90: "11328.5700", 100: "14000.7100"},
    "Ent": {50: "1.1442", 60: "1.0319", 70: "0.7554", 80: "0.4418", 90: "0.1970", 100: "0.0830"},
}

# The verdicts the engine computes (regression record): every cell agrees with its
# print except four Asy cells, whose prints look like values rounded to fewer decimals
# (2, or 3 for 7954.226) and padded with zeros (every Asy cell has 7 significant digits):
# each is corrected by its print without the padding zeros.
REFUTED_CELLS = {
    ("DT2019-T1", "Asy", 75),  # exact 7954.22554...; rounds to 7954.2255
    ("DT2019-T1", "Asy", 100),  # exact 14141.41449...; rounds to 14141.4145
    ("DT2019-T2", "Asy", 90),  # exact 11328.56566...; rounds to 11328.5657
    ("DT2019-T2", "Asy", 100),  # exact 14000.71426...; rounds to 14000.7143
}


CLAIMS = printed_cells(
    "DT2019-T1", m2(), TABLE_1, dt, "p20, L2749-2761", "Table 1", METRICS, REFUTED_CELLS
) + printed_cells("DT2019-T2", m4(), TABLE_2, dt, "p23, L3051-3063", "Table 2", METRICS, REFUTED_CELLS)
