# technique: repr and print of self-containing containers
# expect-ok
# expect: [[...], {1: {...}}] {1: {...}}
l = []
l.append(l)
d = {}
d[1] = d
l.append(d)
print(l, d)
