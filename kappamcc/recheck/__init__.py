"""The independent re-check by Coq's kernel (issue 32): ``printer`` (sympy -> Coq and back),
``export`` (one theorem per PROVED claim), ``run`` (coqc on the export, the results the
report shows).  docs/recheck.md says what a re-check rests on."""
