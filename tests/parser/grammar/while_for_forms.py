while x: pass
while x:
    pass
else:
    pass
while True:
    if a: break
    if b: continue
for x in y: pass
for x, y in z: pass
for (x, y) in z: pass
for [x, y] in z: pass
for x.a in y: pass
for x[0] in y: pass
for x in *a, *b: pass
for x in a, b: pass
for x in y:
    pass
else:
    pass
