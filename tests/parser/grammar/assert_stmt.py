assert x
assert x, "msg"
assert (x, y)
