try:
    1 / 0
except ZeroDivisionError as e:
    print("caught", e, type(e).__name__, e.args)
try:
    [][1]
except (KeyError, IndexError) as e:
    print("tuple", repr(e))
try:
    {}["k"]
except LookupError as e:
    print("lookup", e)
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("fin", i)
    return i
print(g())
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise TypeError("outer")
except TypeError as e:
    print(e, repr(e.__context__), e.__cause__)
try:
    try:
        raise ValueError("a")
    except ValueError as e:
        raise RuntimeError("b") from e
except RuntimeError as e:
    print(e, repr(e.__cause__), e.__suppress_context__)
try:
    raise KeyError("k")
except Exception as e:
    print(type(e).__name__, str(e))
else:
    print("no")
try:
    pass
except Exception:
    print("no")
else:
    print("else runs")
finally:
    print("finally too")
def h():
    try:
        raise ValueError("x")
    except ValueError:
        return "from except"
    finally:
        print("h finally")
print(h())
try:
    try:
        raise ValueError("re")
    except ValueError:
        raise
except ValueError as e:
    print("reraised", e)
e = None
try:
    raise StopIteration(5)
except StopIteration as exc:
    print(exc.value)
try:
    assert 1 == 2, "nope"
except AssertionError as e:
    print("assert", e)
try:
    x = undefined_name
except NameError as e:
    print(e)
def uses_before():
    try:
        print(v)
    except UnboundLocalError as e:
        print(e)
    v = 1
uses_before()
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
def nested_finally():
    try:
        try:
            return 1
        finally:
            print("inner fin")
    finally:
        print("outer fin")
print(nested_finally())
