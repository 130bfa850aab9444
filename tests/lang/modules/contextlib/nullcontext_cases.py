# contextlib.nullcontext: default None, enter_result returned, exceptions not suppressed, reusable
from contextlib import nullcontext

with nullcontext() as v:
    print(v)
with nullcontext(5) as v:
    print(v)
obj = [1, 2]
with nullcontext(obj) as v:
    print(v is obj)
try:
    with nullcontext("x"):
        raise ValueError("passes")
except ValueError as e:
    print(type(e).__name__, e)
n = nullcontext("again")
with n as a, n as b:
    print(a, b)

class Res:
    def __enter__(self):
        print("real enter")
        return "res"
    def __exit__(self, *a):
        print("real exit")
def maybe(use_real):
    return Res() if use_real else nullcontext("fake")
for flag in [True, False]:
    with maybe(flag) as r:
        print(r)
try:
    nullcontext(1, 2)
except TypeError as e:
    print(type(e).__name__)
