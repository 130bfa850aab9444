# zip(strict=True): equal lengths pass, shorter/longer argument messages, lazy detection, strict=False
def attempt(*its):
    out = []
    try:
        for t in zip(*its, strict=True):
            out.append(t)
        print("ok", out)
    except ValueError as e:
        print(type(e).__name__, e, "after", out)

attempt([1, 2], "ab")
attempt([1, 2, 3], "ab")
attempt([1], "ab")
attempt([1, 2], "ab", (1,))
attempt([1, 2], "a", (1,))
attempt([1], "ab", "cd")
attempt([1, 2], "ab", "abc")
attempt([], [])
attempt([], [1])
attempt([1], [])
attempt()
attempt("abc")
print(list(zip([1, 2, 3], "ab", strict=False)))
def gen():
    yield 1
    yield 2
    print("gen asked for a third item")
attempt(gen(), "ab")
attempt(gen(), "abc")
z = zip([1, 2, 3], [4], strict=True)
print(next(z))
try:
    next(z)
except ValueError as e:
    print(type(e).__name__, e)
print(list(zip(range(3), range(3), strict=1)))
