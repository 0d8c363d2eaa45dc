"""``python -m kappamcc`` (or ``kappamcc``): verify every claim and print the verdict table.

Exit status 0 when every verdict equals the one the registry expects, 1 otherwise, 2 for
bad input, claims that cannot be collected or output that cannot be written (a closed
stdout, a full disk, a broken pipe; a one-line message on stderr says what is wrong), 130
when interrupted (Ctrl-C).
``--errata`` shows only the printed statements found false, ``--wide`` one line per claim,
``--claims PATH`` adds the claims of a file or folder (``claims_option`` is the option
every command that reads the registry shares);
``python -m kappamcc show ID`` prints one claim in full (statement, domain, reading,
method, certificate, counterexample, correction, uses);
``python -m kappamcc audit FAMILY`` audits a family (see ``kappamcc.audit``);
``python -m kappamcc figures --out DIR`` writes the figures of both papers as PNG;
``python -m kappamcc site --out DIR`` writes the reference site (static HTML);
``python -m kappamcc coverage`` lists catalogue IDs without a claim.
Long work shows its progress on stderr when stderr is a terminal.

The commands live in :mod:`.commands`, :mod:`.audit_command` and :mod:`.recheck_commands`;
:mod:`.common` holds what they share and :mod:`.main` the dispatch.
"""

from .main import main, run

__all__ = ["main", "run"]
