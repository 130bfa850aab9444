for i in range(3):
    pass
else:
    pass
for a, b in c: pass
for (a, b) in c: pass
for [a, *b] in c: pass
for x in 1, 2: pass
