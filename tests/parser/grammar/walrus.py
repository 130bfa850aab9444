(x := 1)
if (n := len(a)) > 10: pass
while (line := f()): pass
[y := 1, y ** 2]
f(x := 1)
print(a[b := 1])
