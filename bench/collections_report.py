# Code mode with collections: N synthetic log records counted and grouped
# the way models write reports: Counter over a list, Counter.update,
# most_common, defaultdict(list)/defaultdict(int) grouping with
# d[k].append(x) and d[k] += n, a deque as a sliding window, sorted() with
# key functions, and a short formatted summary.
from collections import Counter, defaultdict, deque

N = 200000

SERVICES = ["auth", "billing", "search", "cart", "profile", "orders", "mail", "media"]
LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]
PATHS = ["/api/v1/item", "/api/v1/user", "/login", "/logout", "/search", "/cart/add", "/cart/del", "/pay"]
seed = 7  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
records = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    records.append((
        SERVICES[seed % 8],
        LEVELS[(seed >> 3) % 6],
        PATHS[(seed >> 6) % 8],
        "u%d" % ((seed >> 9) % 5000),
        5 + (seed >> 11) % 400,
    ))

by_service = Counter([r[0] for r in records])
by_level = Counter()
for r in records:
    by_level[r[1]] += 1
paths = Counter()
paths.update([r[2] for r in records])
users = Counter([r[3] for r in records])

latencies = defaultdict(list)
errors = defaultdict(int)
bytes_by_user = defaultdict(int)
for svc, level, path, user, ms in records:
    latencies[svc].append(ms)
    if level == "ERROR":
        errors[(svc, path)] += 1
    bytes_by_user[user] += ms * 3

window = deque(maxlen=50)
spikes = 0
total = 0
for r in records:
    if len(window) == 50:
        total -= window[0]
    window.append(r[4])
    total += r[4]
    if r[4] > 2 * total / len(window):
        spikes += 1

report = []
for svc, lat in sorted(latencies.items()):
    lat.sort()
    report.append((svc, len(lat), lat[len(lat) // 2], lat[len(lat) * 99 // 100], sum(lat) / len(lat)))
worst = sorted(errors.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
heavy = sorted(bytes_by_user, key=bytes_by_user.get, reverse=True)[:3]

print("records", len(records), "services", len(by_service), "users", len(users))
print("levels", sorted(by_level.items()))
print("top paths", paths.most_common(3))
print("top users", users.most_common(3))
for svc, n, p50, p99, mean in report:
    print(f"{svc:8} n={n:6} p50={p50:4} p99={p99:4} mean={mean:8.2f}")
print("worst", worst)
print("heavy", heavy, [bytes_by_user[u] for u in heavy])
print("spikes", spikes, "errors", sum(errors.values()), (by_service + Counter(extra=1)).total())
