# names bound by a pattern stay bound when its guard fails; guard side effects run only after a match
log = []
def guard(v, result):
    log.append(v)
    return result

def f(subject):
    match subject:
        case [a, b] if guard(("g1", a, b), False):
            return "first"
        case [a, *rest] if guard(("g2", a), a > 1):
            return "second", rest
        case {"k": a} if guard(("g3", a), a):
            return "third"
        case _:
            try:
                return "fallback", a
            except UnboundLocalError as e:
                return "fallback", type(e).__name__, str(e)
print(f([1, 2]), log); log.clear()
print(f([5, 6]), log); log.clear()
print(f({"k": 0}), log); log.clear()
print(f("str"), log); log.clear()

def g(x):
    match x:
        case int(n) if n > 100:
            pass
        case _:
            pass
    return n
print(g(5), g(500))
def h(x):
    match x:
        case str() as s if len(s) > 3:
            return "long", s
        case str() as s:
            return "short", s
    return "other"
print(h("abcdef"), h("ab"), h(1))
def guard_raises(x):
    match x:
        case [y] if 1 / y:
            return "ok"
    return "no"
try:
    guard_raises([0])
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(guard_raises([2]), guard_raises(3))
