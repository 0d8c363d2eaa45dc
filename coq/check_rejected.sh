#!/usr/bin/env bash
# Confirm that coqc REJECTS every deliberately false variant in FALSE_VARIANTS/
# (each a flagship statement with one change, and the true theorem's proof script).
# Builds theories/ first if needed.  Exits non-zero if any variant is accepted, or
# if a variant cheats (Admitted / admit / Axiom / Parameter would make coqc accept
# an unproved statement, so such files are refused outright).
set -uo pipefail
cd "$(dirname "$0")"
if [ ! -f theories/DT2019_Cor7.vo ]; then ./check.sh >/dev/null || { echo "theories/ do not compile" >&2; exit 2; }; fi
rejected=0; accepted=0
for f in FALSE_VARIANTS/*.v; do
  if grep -Eq '\b(Admitted|admit|Axiom|Parameter|Hypothesis|Variable)\b' "$f"; then
    echo "INVALID   $f (contains an escape hatch)"; accepted=$((accepted+1)); continue
  fi
  if out=$(coqc -Q theories KappaMCC "$f" 2>&1); then
    echo "ACCEPTED  $f   <-- a false statement was proved!"; accepted=$((accepted+1))
  else
    msg=$(echo "$out" | grep -m1 -E 'Error' | cut -c1-80)
    echo "rejected  $f   ($msg)"; rejected=$((rejected+1))
  fi
  rm -f "${f%.v}.vo" "${f%.v}.vok" "${f%.v}.vos" "${f%.v}.glob" "$(dirname "$f")/.$(basename "${f%.v}").aux"
done
echo "$rejected rejected, $accepted accepted"
[ "$accepted" -eq 0 ]
