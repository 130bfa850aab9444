# In-place repetition on subscripts and attributes where the target holds
# the int: d[k] *= seq, l[i] *= seq, f.a *= seq.
d = {'a': 2}
d['a'] *= [0]
print(d)
l = [3]
l[0] *= 'xy'
print(l)
def f():
    pass
f.a = 2
f.a *= (9,)
print(f.a)
l = [[1]]
l[0] *= 3
print(l)
d = {'k': 'ab'}
d['k'] *= 2
print(d)
try:
    d = {'k': 2}
    d['k'] *= [1] * 2 + [None]
    print(d)
except Exception as e:
    print(type(e).__name__, e)
