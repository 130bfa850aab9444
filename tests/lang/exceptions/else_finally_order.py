def f(x):
    out = []
    try:
        out.append("try")
        if x:
            raise ValueError
    except ValueError:
        out.append("except")
    else:
        out.append("else")
    finally:
        out.append("finally")
    return out
print(f(0), f(1))
