def f() -> int, :
    pass
