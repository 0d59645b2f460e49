#!/usr/bin/env python3
"""Aggregates the chunk reports in data/TABLE/*.json into the rows of the
strength tables of docs/AI.md.

    python3 docs/strength/table.py [--markdown] [TABLE ...]

Per table: games, the seed range, the measured seat (N for a table named
..._seatN, else the first seat whose bot starts with "ismcts", else seat 0), its wins with the 95% Wilson interval,
its mean score with a 95% interval from the per-game spread (pooled from the
chunks' means and standard deviations), the other seats' mean, the lazy
Paschabot's titles if any, and the measured seat's thinking time.
`--markdown` prints them as the rows of one Markdown table."""
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
Z = 1.959964


def rate(k, n):
    """k of n as a percentage with its 95% Wilson interval and half-width."""
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f}% ({100 * lo:.1f}%-{100 * hi:.1f}%, ±{50 * (hi - lo):.1f}%)"


def wilson(k, n):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + Z * Z / n
    c = (p + Z * Z / (2 * n)) / d
    h = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / d
    return (max(c - h, 0.0), min(c + h, 1.0))


def pooled(parts):
    """(games, mean, sd) of the union of chunks given as (n, mean, sd)."""
    n = sum(p[0] for p in parts)
    if n == 0:
        return (0, 0.0, 0.0)
    m = sum(p[0] * p[1] for p in parts) / n
    ss = sum((p[0] - 1) * p[2] ** 2 + p[0] * (p[1] - m) ** 2 for p in parts)
    return (n, m, math.sqrt(ss / (n - 1)) if n > 1 else 0.0)


def others_mean(others):
    """The other seats' pooled mean score, or "" when none scores (the lazy Paschabot)."""
    return f"{pooled(others)[1]:.1f}" if others else ""


def score(parts):
    """The pooled mean score of chunks with its 95% interval."""
    n, m, sd = pooled(parts)
    return f"{m:.1f} ±{Z * sd / math.sqrt(n):.1f} (sd {sd:.1f})"


def table(name):
    d = os.path.join(HERE, "data", name)
    reports = []
    for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
        if f.endswith(".json"):
            with open(os.path.join(d, f)) as fh:
                reports.append(json.load(fh))
    if not reports:
        return None
    seats = reports[0]["seats"]
    m = re.search(r"_seat(\d)$", name)
    me = int(m.group(1)) if m else next((s["seat"] for s in seats if s["bot"].startswith("ismcts")), 0)
    mine, others, wins, titles = [], [], 0.0, {}
    think_n, think_ms, think_max = 0, 0.0, 0.0
    for r in reports:
        g = r["games"]
        for s in r["seats"]:
            part = (g, s["mean_score"], s["score_sd"])
            if s["seat"] == me:
                mine.append(part)
                wins += s["wins"]
            elif not s["bot"].startswith("lazy"):
                # The lazy Paschabot scores nothing: titles instead.
                others.append(part)
        for t in r.get("titles", []):
            titles[t["points"]] = titles.get(t["points"], 0) + t["reached"]
        for t in r.get("thinking", []):
            if t["seat"] == me:
                think_n += t["decisions"]
                think_ms += t["mean_ms"] * t["decisions"]
                think_max = max(think_max, t["max_ms"])
    n = sum(p[0] for p in mine)
    seeds = [r["seed"] for r in reports]
    row = {
        "table": name,
        "bot": seats[me]["bot"],
        "games": n,
        "seeds": f"{min(seeds)}-{max(seeds)} ({len(seeds)} chunks)",
        "wins": wins,
        "win_rate": rate(wins, n),
        "mean": score(mine),
        "others_mean": others_mean(others),
        "parts": (mine, others),
    }
    for p, k in sorted(titles.items()):
        row[f"title_{p}"] = f"{k} = {rate(k, n)}"
    if think_n:
        row["thinking"] = f"mean {think_ms / think_n:.0f} ms, max {think_max:.0f} ms"
    return row


def markdown(rows):
    """One line of a Markdown table per row (`--markdown`)."""
    print("| table | games | wins (95% interval) | mean score (95%) | others' mean | titles |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in rows:
        titles = "; ".join(f"{k[6:]}: {v}" for k, v in r.items() if k.startswith("title_"))
        print(f"| {r['table']} | {r['games']} | {r['win_rate']} | {r.get('mean', '')} "
              f"| {r.get('others_mean', '')} | {titles} |")


def main():
    args = [a for a in sys.argv[1:] if a != "--markdown"]
    names = args or sorted(os.listdir(os.path.join(HERE, "data")))
    rows = [r for r in (table(t) for t in names) if r]
    # Two seats of one table (TABLE_seat0, TABLE_seat1) also as one row.
    for base in sorted({r["table"].rsplit("_seat", 1)[0] for r in rows if "_seat" in r["table"]}):
        parts = [r for r in rows if r["table"].startswith(base + "_seat")]
        n = sum(r["games"] for r in parts)
        w = sum(r["wins"] for r in parts)
        mine = [p for r in parts for p in r["parts"][0]]
        others = [p for r in parts for p in r["parts"][1]]
        rows.append({"table": base + " (both seats)", "games": n, "wins": w, "win_rate": rate(w, n),
                     "mean": score(mine), "others_mean": others_mean(others)})
    if "--markdown" in sys.argv[1:]:
        markdown(rows)
        return
    for r in rows:
        r.pop("parts", None)
        print(r.pop("table"))
        for k, v in ((k, v) for k, v in r.items() if v != ""):
            print(f"    {k}: {v}")


if __name__ == "__main__":
    main()
