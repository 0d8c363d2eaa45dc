"""Which claims exist and how they are classified: the registry of claim modules
(:mod:`.registry`, the ``kappamcc.claims`` entry point), the bibliography of the sources
(:mod:`.bibliography`), the classes of errata (:mod:`.errata`) and the coverage of the
transcribed statements (:mod:`.coverage`).  It decides nothing: verdicts come from
:mod:`kappamcc.engine`."""
