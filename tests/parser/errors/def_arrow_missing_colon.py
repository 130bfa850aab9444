def f() -> int
    pass
