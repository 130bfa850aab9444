# Arguments CPython takes as a C int: every int outside 32 bits is the same
# OverflowError, small or big, positive or negative.
def show(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)

for t in (4, True, -3, 2**31, -2**31 - 1, 2**40, -2**40, 2**100, -2**100, 1.5, "2"):
    show(b"a\tb".expandtabs, t)
    show("a\tb".expandtabs, t)
    show(b"a\nb".splitlines, t)
    show("a\nb".splitlines, t)
    show(chr, t)
