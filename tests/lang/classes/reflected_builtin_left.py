# a built-in on the left, a class on the right: the class's reflected
# method runs before str/list/tuple concatenation and repetition
class R:
    def __radd__(self, other):
        return ('radd', other)
    def __rmul__(self, other):
        return ('rmul', other)

class Plain:
    pass

r = R()
cases = [
    lambda: 'ab' + r, lambda: [1] + r, lambda: (1,) + r, lambda: 1 + r, lambda: 1.5 + r,
    lambda: 'ab' * r, lambda: [1] * r, lambda: 3 * r,
    lambda: 'ab' + Plain(), lambda: [1] + Plain(), lambda: 'ab' * Plain(), lambda: 1 - Plain(),
]
for f in cases:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
x = 'ab'
x += r
print(x)
y = [1]
y += r
print(y)

class L(list):
    pass

print([1] + L([2]), type([1] + L([2])).__name__)
