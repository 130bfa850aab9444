import unicodedata as u
from itertools import repeat, compress
from operator import is_, is_not, and_
# the numeric, digit and decimal values of every 11th code point of the
# first three planes, with whole-list operations and no loop per code point
text = ''.join(map(chr, range(0, 0x30000, 11)))
vals = list(map(u.numeric, text, repeat(None)))
digits = list(map(u.digit, text, repeat(None)))
decs = list(map(u.decimal, text, repeat(None)))
print(len(vals) - vals.count(None), len(digits) - digits.count(None), len(decs) - decs.count(None))
distinct = sorted(set(vals) - {None})
print(len(distinct), [(v, vals.count(v)) for v in distinct[:40]])
print([(v, vals.count(v)) for v in distinct[-20:]])
print(sorted(set(digits) - {None}), sorted(set(decs) - {None}))
where = list(compress(range(len(vals)), map(is_not, vals, repeat(None))))
digit_only = list(compress(range(len(vals)), map(and_, map(is_not, digits, repeat(None)), map(is_, decs, repeat(None)))))
print(len(where), [hex(11 * i) for i in digit_only[:30]])
print([(hex(11 * i), vals[i], digits[i], decs[i]) for i in where[::17]])
