# datetime_schedule: a deterministic schedule over ~100k items: date
# arithmetic, strftime, comparisons, sorting (bench/README: run both with
# `python3 -I -S` and `pysafe`).
from datetime import datetime, date, timedelta

N = 100000

start = datetime(2024, 1, 1, 8, 0)
items = []
seed = 12345
for i in range(N):
    seed = (seed * 1103515245 + 12345) % 2147483648
    when = start + timedelta(days=seed % 365, minutes=(seed >> 8) % 600)
    dur = timedelta(minutes=15 * (1 + (seed >> 4) % 8))
    items.append((when, dur, i))
items.sort()
overlaps = 0
prev_end = items[0][0]
for when, dur, i in items:
    if when < prev_end:
        overlaps += 1
    end = when + dur
    if end > prev_end:
        prev_end = end
by_week = {}
for when, dur, i in items:
    if i % 10 == 0:
        key = when.strftime('%Y-W%W %a')
        by_week[key] = by_week.get(key, 0) + 1
weekend = sum([1 for when, _, _ in items if when.weekday() >= 5])
first = date(2024, 1, 1)
span = sum([(w.date() - first).days for w, _, _ in items[::50]])
total = sum([d for _, d, _ in items[::10]], timedelta())
print(len(items), overlaps, len(by_week), weekend, span, total, items[0][0], items[-1][0])
