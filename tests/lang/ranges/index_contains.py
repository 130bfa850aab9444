r = range(0, 100, 7)
print(r[3], r[-1], 49 in r, 50 in r, r.index(49), r.count(14), len(r), r[2:4])
