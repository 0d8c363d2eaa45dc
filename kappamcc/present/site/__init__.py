"""The reference site: ``python -m kappamcc site --out DIR`` writes static HTML pages for
every claim (statement, printed formula as MathML, source, verdict and its evidence,
correction, figure, uses), the errata, a dependency graph and a search, readable from
``file://`` with no server and no network.  See :mod:`kappamcc.present.site.builder`."""

from .builder import SiteError, build

__all__ = ["build", "SiteError"]
