# technique: the reverse searches in a loop with near-miss needles: every call is charged, so the loop ends at a limit
# expect-error: pysafe.LimitError
h = 'a' * 10**6
n = 'b' + 'a' * 10**5
hb = h.encode()
nb = n.encode()
while True:
    h.rfind(n)
    h.rsplit(n, 5)
    h.rpartition(n)
    hb.rfind(nb)
    hb.rsplit(nb, 5)
    hb.rpartition(nb)
