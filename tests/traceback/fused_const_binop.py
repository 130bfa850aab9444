# A local, a constant and an operation run as one instruction
# (compiler/superinstr.c); the error still points at the operation's line.
def f(n, d):
    m = n
    return (m
            % 0) if d else m + 1


print(f(5, False))
print(f(5, True))
