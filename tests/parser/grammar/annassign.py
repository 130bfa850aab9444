x: int
y: int = 1
(z): int = 2
a.b: str
a[0]: int = 3
z: list[int] = []
