#!/usr/bin/env bash
# The load benchmark's matrix (docs/PERFORMANCE.md, "Server"): each
# backend and process count at each number of concurrent games, players
# who think, one run each; prints one Markdown table. Starts and stops the
# PostgreSQL (.ci/postgres, a fresh database per run) and the `marrakesh
# serve` processes itself.
#
#   bash crates/server/benches/load-matrix.sh
#
# Settings (environment):
#   GAMES="200 1000"   concurrent games
#   SECS=60            seconds per run
#   THINK_MS=3000      players think 0.5–1.5 × this before each action
#   WARMUP=10          the p99 is also given without the first WARMUP s
#                      (the start's burst of game creation)
#   CONFIGS="sqlite pg pg-serve1 pg-serve2"
#     sqlite     server and clients in one process, SQLite (synchronous=FULL)
#     pg         server and clients in one process, PostgreSQL
#     pg-serveN  N `marrakesh serve --cluster --db postgres://…` processes,
#                the clients in another process (games spread over them:
#                half played on the process that created them, half on
#                another, see benches/load.rs)
#   PG_PORT=55471 PORT=18471 (first serve port)
#   LOAD_BENCH=… MARRAKESH_BIN=…  binaries to run (default: built here)
set -euo pipefail
cd "$(dirname "$0")/../../.."
GAMES="${GAMES:-200 1000}"
SECS="${SECS:-60}"
THINK_MS="${THINK_MS:-3000}"
WARMUP="${WARMUP:-10}"
CONFIGS="${CONFIGS:-sqlite pg pg-serve1 pg-serve2}"
PG_PORT="${PG_PORT:-55471}"
PORT="${PORT:-18471}"
ulimit -n 65536 2>/dev/null || true

# LOAD_BENCH and MARRAKESH_BIN run given binaries instead (e.g. those of
# an earlier commit, for a before/after pair in one session).
bench="${LOAD_BENCH:-}"
marrakesh="${MARRAKESH_BIN:-$PWD/target/release/marrakesh}"
if [ -z "$bench" ]; then
    cargo build --release -q -p marrakesh
    bench="$(cargo bench -p marrakesh-server --bench load --no-run 2>&1 |
        sed -n 's/.*Executable .*(\(.*\)).*/\1/p' | tail -n1)"
fi
[ -x "$bench" ] || { echo "no load benchmark binary" >&2; exit 1; }

tmp="$(mktemp -d)"
chmod 755 "$tmp"
pids=()
pg_url=""
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    [ -z "$pg_url" ] || bash .ci/postgres stop "$tmp/pg" || true
    rm -rf "$tmp"
}
trap cleanup EXIT

case " $CONFIGS " in
*" pg"*) pg_url="$(bash .ci/postgres start "$tmp/pg" "$PG_PORT")" ;;
esac
n_db=0
# A new database for each run, its URL in $db_url (not in a subshell: the
# counter must advance).
fresh_db() {
    n_db=$((n_db + 1))
    psql "$pg_url" -qc "CREATE DATABASE load_$n_db" >/dev/null
    db_url="${pg_url%/*}/load_$n_db"
}

# Waits until a server listens on port $1.
wait_up() {
    for _ in $(seq 200); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    echo "serve on port $1 did not start" >&2
    exit 1
}

# The peak RSS (MB) of process $1.
hwm() { awk '/VmHWM/ {printf "%.0f", $2 / 1000}' "/proc/$1/status"; }

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

rows=()
for games in $GAMES; do
    for config in $CONFIGS; do
        out="$tmp/out"
        rss=""
        case "$config" in
        sqlite)
            backend="SQLite (FULL)"; procs="1 (clients in it)"
            "$bench" "$games" "$SECS" "$THINK_MS" --warmup "$WARMUP" >"$out" 2>"$tmp/err"
            ;;
        pg)
            backend="PostgreSQL"; procs="1 (clients in it)"
            fresh_db
            "$bench" "$games" "$SECS" "$THINK_MS" --warmup "$WARMUP" --db "$db_url" >"$out" 2>"$tmp/err"
            ;;
        pg-serve*)
            n="${config#pg-serve}"
            backend="PostgreSQL"; procs="$n serve --cluster"
            fresh_db
            url="$db_url"
            addrs=""; pids=()
            for i in $(seq 0 $((n - 1))); do
                port=$((PORT + i))
                MARRAKESH_LOG=warn "$marrakesh" serve --cluster --db "$url" \
                    --bind "127.0.0.1:$port" --games-per-minute 1000000 \
                    --messages-per-10s 1000000 --max-connections-per-ip 1000000 \
                    --max-connections 1000000 --max-live-games 1000000 \
                    2>>"$tmp/serve.log" &
                pids+=($!)
                wait_up "$port"
                addrs="${addrs:+$addrs,}127.0.0.1:$port"
            done
            "$bench" "$games" "$SECS" "$THINK_MS" --warmup "$WARMUP" --connect "$addrs" >"$out" 2>"$tmp/err"
            rss="$(for p in "${pids[@]}"; do hwm "$p"; echo -n " MB + "; done | sed 's/ + $//')"
            for p in "${pids[@]}"; do kill "$p"; wait "$p" 2>/dev/null || true; done
            pids=()
            ;;
        *) echo "unknown config $config" >&2; exit 2 ;;
        esac
        cat "$out" >&2
        all="$(grep '^result scope=all' "$out")"
        warm="$(grep '^result scope=warm' "$out" || true)"
        [ -n "$rss" ] || rss="$(echo "$all" | field rss_mb) MB (with the clients)"
        rows+=("| $games | $backend | $procs | $(echo "$all" | field actions_per_s) | $(echo "$all" | field p50_ms) ms | $(echo "$all" | field p99_ms) ms | $(echo "$warm" | field p99_ms) ms | $(echo "$all" | field max_ms) ms | $(echo "$all" | field errors) | $rss |")
    done
done

echo
echo "$SECS s per run, players think $((THINK_MS / 2))–$((THINK_MS * 3 / 2)) ms; p99 warm: actions sent after the first $WARMUP s; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
echo
echo "| concurrent games | backend | processes | human actions/s | p50 | p99 | p99 warm | max | errors | max RSS |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
printf '%s\n' "${rows[@]}"
