# A refused allocation inside '%' formatting must stay the memory limit:
# an uninitialised error record once turned it into a ValueError that the
# `except Exception` below caught (found by the ASan sweep over
# tests/lang/modules/itertools/accumulate.py).
def fmt(a, b):
    return 'value %r and %r, %d%% done, %s' % (a, b, 50, 'x' * 40)
for i in range(3):
    try:
        print(fmt(i, [i] * 3))
    except Exception as e:
        print(type(e).__name__, e)
print('%-10s|%5.2f|%x' % ('left', 3.14159, 255))
