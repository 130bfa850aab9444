# := is allowed in a comprehension's condition and element (it binds in the enclosing scope)
vals = [y for x in [1, 2, 3, 4] if (y := x * x) > 4]
print(vals, y)
total = 0
sums = [total := total + v for v in [1, 2, 3]]
print(sums, total)
def f():
    r = [(last := w) for w in "abc"]
    return r, last
print(f())
print(any((hit := n) > 2 for n in range(10)), hit)
