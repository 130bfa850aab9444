# Code mode: regular expressions over N lines (about 1.4 MB) of generated
# web-server log: findall with and without groups, finditer with named
# groups, sub with a template and with a function, split, search.
import re

N = 14000

LEVELS = ["INFO", "DEBUG", "WARN", "ERROR"]
USERS = ["alice", "bob", "carol", "dave", "erin", "frank"]
PATHS = ["/api/v1/items", "/api/v1/users", "/login", "/static/app.js", "/health"]
seed = 12345  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
lines = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    lvl = LEVELS[seed % 4]
    seed = seed * 48271 % 2147483647
    ip = f"10.{seed % 256}.{(seed >> 8) % 256}.{(seed >> 16) % 256}"
    seed = seed * 48271 % 2147483647
    user = USERS[seed % 6]
    path = PATHS[(seed >> 4) % 5]
    ms = (seed >> 9) % 5000
    status = 200 + (seed >> 3) % 4 * 100
    lines.append(f"2024-03-{1 + i % 28:02d} 12:{i % 60:02d}:{(i * 7) % 60:02d} {lvl} [{ip}] "
                 f"user={user} GET {path}?id={seed % 100000} status={status} took {ms}ms")
text = "\n".join(lines) + "\n"

ips = re.findall(r"\d+\.\d+\.\d+\.\d+", text)
print(len(ips), len(set(ips)))
slow = re.findall(r"ERROR.*?took (\d+)ms", text)
print(len(re.findall(r"user=(\w+)", text)), len(slow), sum([int(x) for x in slow]))
print(len(re.findall(r"\b[A-Z]+\b", text)), len(re.findall(r"(?m)^(\S+) (\S+) (\w+)", text)))

LINE = re.compile(r"^(?P<day>\S+) \S+ (?P<level>[A-Z]+) \[(?P<ip>[\d.]+)\] user=(?P<user>\w+) "
                  r"GET (?P<path>[^?\s]+)\S* status=(?P<status>\d+) took (?P<ms>\d+)ms$", re.M)
per_user = {}
errors = 0
for m in LINE.finditer(text):
    per_user[m.group("user")] = per_user.get(m.group("user"), 0) + int(m.group("ms"))
    if m.group("status") == "500":
        errors += 1
print(sorted(per_user.items()), errors)

print(len(re.sub(r"user=(\w+)", r"user=<\1>", text)))
digits = re.sub(r"\d", "#", text)
print(len(digits), digits.count("#"))
doubled = re.sub(r"took (\d+)ms", lambda m: "took " + str(int(m.group(1)) * 2) + "ms", text)
print(len(doubled), doubled[-30:])
dates = re.sub(r"(\d{4})-(\d\d)-(\d\d)", r"\3/\2/\1", text)
spaced = re.sub(r"\s+", " ", text)
print(len(dates), dates[:10], len(spaced), len(re.findall(r"(?i)error|warn", text)))
ids = re.findall(r"id=(\d+)", text)
print(len(ids), sum([int(x) for x in ids]) % 1000003)
head = "\n".join(lines[:3000])
print(len(re.findall(r"\b\w+\b", head)), len(re.split(r"[\s=?]+", head)), re.split(r"[\s=?]+", head, 6)[:6])
hits = 0
for line in lines[:3000]:
    if re.search(r"status=5\d\d", line) and re.match(r"2024-03-0[1-9]", line):
        hits += 1
print(hits)
