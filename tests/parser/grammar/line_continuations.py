x = 1 + \
    2
if a and \
   b:
    pass
y = [1,
     2,
  3]
def f(a,
      b):
    return a + \
        b
assert x, \
    "msg"
with a as b, \
     c as d:
    pass
z = ("a"
     "b")
