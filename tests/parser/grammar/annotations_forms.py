x: int
x: int = 1
x.y: int
x[0]: int = 1
(x): int = 2
x: list[int] = []
x: "str"
x: int | None = None
x: tuple[int, ...] = ()
def f(a: int, *b: int, c: int = 1, **d: int) -> int: pass
def g() -> lambda: 1: pass
x: (yield_) = 1
x: int = yield_
