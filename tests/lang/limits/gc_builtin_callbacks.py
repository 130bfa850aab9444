# pysafe-only
# args: --max-memory=4M
# A builtin that calls a short function per item (no loop, so no safepoint
# of its own) still lets the collector free each call's garbage: every
# vm_call of a Python function is a safepoint. Each line makes some 5 MB of
# garbage, more than the limit, while its live data stays small.
print(max(map(lambda i: (i % 1000, i), range(10**5))))
print(max(range(10**5), key=lambda i: (i % 1000, i)))
print(sum(map(lambda i: i * 10**20, range(10**5))) > 0)
print(min(filter(lambda s: len(s) > 3, map(lambda i: 'x%d' % i, range(10**5)))))
print(sum(1 for _ in filter(lambda t: t[0] == 7, map(lambda i: (i % 10, str(i)), range(10**5)))))
# expect: (999, 99999)
# expect: 99999
# expect: True
# expect: x100
# expect: 10000
