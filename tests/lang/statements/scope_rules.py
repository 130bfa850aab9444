x = "global"
def read():
    return x
def shadow():
    x = "local"
    return x
def nested():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(read(), shadow(), nested(), x)
def comp_scope():
    y = 10
    return [y + i for i in range(2)], [[y * j for j in range(i)] for i in range(3)]
print(comp_scope())
def unbound():
    print(x)
    x = 1
try:
    unbound()
except UnboundLocalError as e:
    print(type(e).__name__, e)
