"""Regenerate kappamcc/data/catalogue.tsv from the shared catalogues (../shared/CLAIMS.md
for the papers and web pages, ../shared/CLAIMS_LIBRARIES.md for scikit-learn and PyCM).

Run from the repository root: ``python tools/extract_catalogue.py [CATALOGUE.md ...]``.
Each line is ``ID<TAB>section<TAB>first words``; notation entries (``*-N<k>``) are
listed with section "notation" and are not statements.
"""

import re
import sys
from pathlib import Path

SOURCES = ("DT2019", "BD2008", "KDOC", "BLOG", "SKL", "PYCM")
FULL = re.compile(r"((?:%s)-[A-Z][A-Za-z0-9.]*)" % "|".join(SOURCES))


def entries(text: str):
    section, parent = "", None
    for line in text.splitlines():
        if line.startswith("#"):
            section = line.lstrip("#").strip()
            m = re.match(r"#### (%s):" % FULL.pattern, line)
            if m:
                parent = m.group(1)
                yield parent, section, line.split(":", 1)[1].strip()
            continue
        m = re.match(r"\| (%s) \|(.*)" % FULL.pattern, line)
        if m:
            kind = "notation" if re.search(r"-N\d+$", m.group(1)) else section
            yield m.group(1), kind, m.group(m.lastindex).strip(" |")[:100]
            continue
        m = re.match(r"\s*\* \*\*([A-Za-z0-9.\-]+)\*\*(.*)", line)
        if not m or m.group(1) in ("Loc:", "Family:", "Notes:", "Statement:"):
            continue
        label = m.group(1).rstrip(":")
        if FULL.fullmatch(label):
            parent = label
            yield label, section, m.group(2).strip()[:100]
        elif re.fullmatch(r"[A-Z][A-Za-z0-9.]*\d", label) and parent:
            yield parent.split("-")[0] + "-" + label, section, m.group(2).strip()[:100]


def main() -> None:
    sources = [Path(p) for p in sys.argv[1:]] or [Path("../shared/CLAIMS.md"), Path("../shared/CLAIMS_LIBRARIES.md")]
    seen, rows = set(), []
    for src in sources:
        for cid, section, words in entries(src.read_text()):
            if cid not in seen:
                seen.add(cid)
                rows.append("\t".join((cid, section, " ".join(words.split()).replace("\t", " "))))
    out = Path(__file__).resolve().parent.parent / "kappamcc" / "data" / "catalogue.tsv"
    out.write_text("\n".join(rows) + "\n")
    print(f"{len(rows)} catalogue IDs -> {out}")


if __name__ == "__main__":
    main()
