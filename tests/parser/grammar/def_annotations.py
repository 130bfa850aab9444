def f(a: int, b: str = "x", *c: int, d: float, **e: dict) -> None: pass
