"""The blog's Seattle rain example (BLOG-X1.3 to X1.5).

Blog post "Comparing Kappa Statistic to the F1 measure" (April 22, 2013), L13-19:

    "Predicted F T Actual F 1 99 T 1 899"   (rows actual F, T; columns predicted F, T)
    "precision is 0.9008 and recall is 0.9989"       (X1.3)
    "F1 measure is 0.9473"                           (X1.4)
    "Kappa value is very low, at 0.0157"             (X1.5)

The positive class is T (rain), the second row and column (BLOG-N1), so precision and
recall are those of class index 1.  Every value is computed exactly and judged at the
printed precision.
"""

from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.kinds import PrintedValue
from kappamcc.proofs.web import blog

MATRIX = [[1, 99], [1, 899]]  # rows actual (F, T), columns predicted (F, T)
RAIN = 1  # the positive class "T"

CLAIMS = [
    PrintedValue(
        "BLOG-X1.3.precision",
        "Seattle example: precision = 0.9008",
        blog("Apr 22 2013, L15"),
        exact=metrics.precision(MATRIX, positive=RAIN),
        printed="0.9008",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "BLOG-X1.3.recall",
        "Seattle example: recall = 0.9989",
        blog("Apr 22 2013, L15"),
        exact=metrics.recall(MATRIX, positive=RAIN),
        printed="0.9989",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "BLOG-X1.4",
        "Seattle example: F1 = 0.9473",
        blog("Apr 22 2013, L15"),
        exact=metrics.f1(MATRIX, positive=RAIN),
        printed="0.9473",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "BLOG-X1.5",
        "Seattle example: kappa = 0.0157",
        blog("Apr 22 2013, L15"),
        exact=metrics.kappa(MATRIX),
        printed="0.0157",
        expected=Status.PROVED,
    ),
]
