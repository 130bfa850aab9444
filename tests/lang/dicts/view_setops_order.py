# A dict view's |, - and ^ make set(left operand) and update it in place
# with the right one (CPython's dictviews_or/sub/xor), so the result's
# iteration order is not that of the same operation on two sets: x ^ view
# differs from set(x) ^ set(view), which copies the right operand first.
k = {1: 2, 3: 4}.keys()
it = {1: 2, 3: 4}.items()
ops = [('|', lambda a, b: a | b), ('-', lambda a, b: a - b), ('^', lambda a, b: a ^ b), ('&', lambda a, b: a & b)]
for x in [b'xy', [1, 2], (5, 3), {1, 9}, frozenset({3, 7}), range(3), {8: 1, 1: 0}, k, it, {9: 9}.keys(), [17, 9, 25]]:
    for name, f in ops:
        for a, b in [(x, k), (k, x), (x, it), (it, x)]:
            try:
                print(repr(a), name, repr(b), '->', f(a, b))
            except Exception as e:
                print(type(e).__name__, e)
for bad in [1, None]:
    for name, f in ops:
        for a, b in [(bad, k), (k, bad)]:
            try:
                print(f(a, b))
            except Exception as e:
                print(type(e).__name__, e)
# in place on a name bound to a view: a new set, the view unchanged
v = {5: 0, 6: 0}.keys()
w = v
v ^= [6, 13, 21]
print(v, w)
