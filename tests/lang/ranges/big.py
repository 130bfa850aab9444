r = range(10 ** 6)
print(len(r), r[-1], sum(r), 999999 in r)
