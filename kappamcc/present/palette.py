"""One palette for every picture the suite makes: the CLI figures, the audit plots, the
notebooks and the reference site.

The colours are the Okabe-Ito set (distinguishable with the common colour-vision
deficiencies).  Import the names, never repeat a hex code elsewhere.
"""

from __future__ import annotations

__all__ = ["METRIC", "VERDICT", "NEUTRAL", "GRID", "metric_colour", "verdict_colour"]

# a metric's curve has the same colour in every figure and notebook
METRIC = {
    "kappa": "#D55E00",  # vermillion
    "mcc": "#0072B2",  # blue
    "f1": "#009E73",  # bluish green
    "accuracy": "#CC79A7",  # reddish purple
    "balanced_accuracy": "#E69F00",  # orange
    "informedness": "#56B4E9",  # sky blue
    "markedness": "#8C6D1F",  # brown (Okabe-Ito's yellow is too pale on white)
    "asymmetry": "#6B6B6B",
    "entropy": "#000000",
}

# a verdict's badge, graph node and table cell
VERDICT = {
    "PROVED": "#009E73",
    "PROVED IN PART": "#A6D8C5",  # PROVED's green, washed out: proved on less than the print
    "REFUTED": "#D55E00",
    "CORRECTED": "#E69F00",
    "CHECKED": "#56B4E9",
    "OPEN": "#999999",
    "ARGUED": "#CC79A7",
    "ARGUED AGAINST": "#8C6D1F",
}

NEUTRAL = "#333333"  # text, axes, reference lines
GRID = "#DDDDDD"  # zero lines and grids


def metric_colour(name: str) -> str:
    """The colour of a metric's curve (names as in ``METRIC``); a KeyError names the choices."""
    try:
        return METRIC[name]
    except KeyError:
        raise KeyError(f"no colour for metric {name!r}; known: {', '.join(METRIC)}") from None


def verdict_colour(status) -> str:
    """The colour of a verdict (a Status or its text)."""
    return VERDICT[str(status)]
