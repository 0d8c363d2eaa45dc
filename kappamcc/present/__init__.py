"""What a reader sees: the verdict table and JSON report (:mod:`.report`), the figures
(:mod:`.figures`, :mod:`.plotstyle`, :mod:`.palette`) and the reference site (:mod:`.site`).
It only shows verdicts; nothing here decides one."""
