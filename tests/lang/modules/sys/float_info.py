# sys.float_info: every field, indexing, unpacking, and agreement with float arithmetic
import sys
fi = sys.float_info
print(fi)
print(fi.max, fi.max_exp, fi.max_10_exp, fi.min, fi.min_exp, fi.min_10_exp, fi.dig, fi.mant_dig, fi.epsilon, fi.radix, fi.rounds)
print(len(fi), fi[0], fi[-1], fi[2:5], tuple(fi)[8], list(fi) == list(tuple(fi)))
print(1.0 + fi.epsilon > 1.0, 1.0 + fi.epsilon / 2 == 1.0, fi.max * 2, fi.min / 2 > 0, fi.max == (2 - 2.0 ** -52) * 2.0 ** 1023)
print(fi.epsilon == 2.0 ** -52, fi.min == 2.0 ** -1022, float.hex(fi.max), float.hex(fi.min), fi.mant_dig == 53)
m, *rest = fi
print(m, len(rest), isinstance(fi, tuple), fi == tuple(fi), fi.count(53), fi.index(53))
for bad in [lambda: setattr(fi, 'max', 1), lambda: fi.__setitem__(0, 1), lambda: fi[11]]:
    try:
        bad()
    except (AttributeError, TypeError, IndexError) as e:
        print(type(e).__name__)
