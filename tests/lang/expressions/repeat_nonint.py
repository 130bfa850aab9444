# seq * x with x not an int: the sequence names x; `c *= seq` with c a
# container of its own (dict, set, range, views) is an unsupported operand
vals = [[1], (1,), 'a', b'a', {}, set(), frozenset(), range(2), {1: 2}.keys(), None, 1.5, [], ()]
for a in vals:
    for b in vals:
        try:
            r = a * b
            print(repr(a), '*', repr(b), repr(r))
        except Exception as e:
            print(repr(a), '*', repr(b), type(e).__name__, e)
        x = a
        try:
            x *= b
            print(repr(a), '*=', repr(b), repr(x))
        except Exception as e:
            print(repr(a), '*=', repr(b), type(e).__name__, e)
