# sys.version_info: comparisons with tuples, fields, slicing, the checks scripts do
import sys
v = sys.version_info
print(v[:2], v.major, v.minor, v[0] == v.major, len(v), type(v.releaselevel).__name__, v.releaselevel in ('alpha', 'beta', 'candidate', 'final'))
print(v >= (3,), v >= (3, 8), v >= (3, 11), v < (3, 12), v < (4, 0), v > (3, 10, 99), (3, 11) <= v, v == v, v[:2] == (3, 11))
print(sys.version_info.major == 3 and sys.version_info.minor >= 11, sys.hexversion >> 24, (sys.hexversion >> 16) & 0xFF, sys.hexversion >= 0x030B0000)
print(isinstance(v, tuple), tuple(v[:2]), max(v[:2]), sys.version[:4], sys.version.split()[0].count('.'))
major, minor, *_ = v
print(major, minor)
if sys.version_info < (3, 8):
    print('old')
else:
    print('new enough')
