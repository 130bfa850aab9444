[y := f(x) for x in data]
[y for x in data if (y := f(x)) is not None]
{(k := x): v for x, v in items}
any((w := x) > 3 for x in xs)
if (n := len(a)) > 10: pass
while (line := read()):
    print(line)
print(f"{(z := 5)}")
x = [a := 1, b := 2]
foo(x := 3, cat='vector')
def f(a=(b := 1)): pass
(y := 1)
y[(z := 1)]
