# The second local of a fused LOAD_FAST pair is unbound: the traceback names
# its line, not the first's (compiler/superinstr.c).
def f(flag):
    if flag:
        y = 2
    x = 1
    return (x +
            y)


print(f(True))
print(f(False))
