assert True
assert 1 == 1, "fine"
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
def nothing():
    pass
print(nothing())
x = [1]
assert x, "empty"
assert len(x) == 2, f"len is {len(x)}"
