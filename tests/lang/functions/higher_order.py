def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(lambda v: v * 2, 10, 1), apply_n(str.upper, 1, "abc"))
def pipeline(*fns):
    def run(x):
        for fn in fns:
            x = fn(x)
        return x
    return run
p = pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(p("  Hello World  "))
ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}
print({name: op(3, 4) for name, op in ops.items()})
print(sorted(map(len, ["aaa", "b", "cc"])), list(map(pow, [2, 3], [3, 2])))
