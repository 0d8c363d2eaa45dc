#!/usr/bin/env bash
# Compile the hand-written Coq proofs of coq/theories/ in dependency order, with
# coqc -Q theories KappaMCC; one line per file with its time, then the total.
# Exits non-zero if any file fails (the failing file's messages are printed).
# Needs Debian's coq, libcoq-stdlib and coinor-csdp (see README.md).
set -uo pipefail
cd "$(dirname "$0")"
command -v coqc >/dev/null || { echo "coqc not found: apt-get install -y coq libcoq-stdlib coinor-csdp" >&2; exit 2; }
# the order of theories/_CoqProject is the dependency order
files=$(grep -E '\.v$' theories/_CoqProject)
rm -f theories/*.vo theories/*.vok theories/*.vos theories/*.glob theories/.*.aux .lia.cache .nra.cache theories/.lia.cache theories/.nra.cache
start=$(date +%s.%N)
ok=0; bad=0
for f in $files; do
  s=$(date +%s.%N)
  if out=$(coqc -Q theories KappaMCC "theories/$f" 2>&1); then r=ok; ok=$((ok+1)); else r=FAILED; bad=$((bad+1)); fi
  printf "%-24s %-6s %6.2f s\n" "$f" "$r" "$(echo "$(date +%s.%N) - $s" | bc)"
  if [ "$r" = FAILED ]; then echo "$out" | sed 's/^/    /'; break; fi
  [ -n "$out" ] && echo "$out" | sed 's/^/    /'
done
printf "%d compiled, %d failed, total %.1f s\n" "$ok" "$bad" "$(echo "$(date +%s.%N) - $start" | bc)"
[ "$bad" -eq 0 ] && [ "$ok" -eq "$(echo "$files" | wc -w)" ]
