#!/usr/bin/env bash
# Plays the chunks of one strength table of docs/AI.md and keeps each
# chunk's `simulate --json` report in data/TABLE/SEED.json, so a table grows
# over several sessions and every number in it can be recomputed
# (`marrakesh report docs/strength/data`, see docs/cli.md).
#
#   bash docs/strength/run.sh TABLE FIRST LAST
#
# plays chunks FIRST..LAST (seeds BASE+FIRST..BASE+LAST) of TABLE, as listed
# in tables.txt, skipping the chunks already on disk. One thread per game,
# iteration budgets: the same seed gives the same games on any machine and
# under any load. MARRAKESH (default target/release/marrakesh) is the binary.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${MARRAKESH:-$here/../../target/release/marrakesh}"
table="$1" first="$2" last="$3"
line="$(awk -v t="$table" '$1 == t' "$here/tables.txt")"
[ -n "$line" ] || { echo "no table $table in tables.txt" >&2; exit 2; }
read -r _ base per args <<<"$line"
mkdir -p "$here/data/$table"
for ((k = first; k <= last; k++)); do
    seed=$((base + k))
    out="$here/data/$table/$seed.json"
    [ -s "$out" ] && continue
    # Its own temporary file: two runs over the same chunks never mix.
    tmp="$(mktemp "$out.tmp.XXXXXX")"
    # shellcheck disable=SC2086
    "$bin" simulate --threads 1 --json --games "$per" --seed "$seed" $args >"$tmp"
    mv "$tmp" "$out"
done
