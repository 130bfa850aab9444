import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


LOG = """2024-03-01 12:00:01 INFO [10.0.0.1] user=alice GET /api/items?id=42 status=200 took 12ms
2024-03-01 12:00:02 ERROR [10.0.0.2] user=bob GET /login status=500 took 340ms
2024-03-01 12:00:03 WARN [10.0.0.1] user=alice POST /api/items status=201 took 55ms
2024-03-02 08:15:00 ERROR [192.168.1.7] user=carol GET /health status=503 took 1002ms
"""
LINE = re.compile(r'^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<ip>[\d.]+)\] user=(?P<user>\w+) '
                  r'(?P<method>GET|POST) (?P<path>\S+) status=(?P<status>\d{3}) took (?P<ms>\d+)ms$', re.M)
rows = [m.groupdict() for m in LINE.finditer(LOG)]
print(len(rows))
for r in rows:
    print(r['date'], r['level'], r['user'], r['path'], int(r['ms']))
errors = [m.group('user') for m in LINE.finditer(LOG) if m.group('level') == 'ERROR']
print(errors)
print(sorted(set(re.findall(r'\[([\d.]+)\]', LOG))))
total = sum(int(x) for x in re.findall(r'took (\d+)ms', LOG))
print(total)
print(re.sub(r'user=\w+', 'user=***', LOG.splitlines()[0]))
by_status = {}
for status in re.findall(r'status=(\d)\d\d', LOG):
    by_status[status + 'xx'] = by_status.get(status + 'xx', 0) + 1
print(by_status)
