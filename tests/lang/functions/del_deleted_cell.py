def outer():
    x = 1
    def inner():
        nonlocal x
        del x
        try:
            del x
        except NameError as e:
            print(type(e).__name__, e)
        try:
            print(x)
        except NameError as e:
            print(type(e).__name__, e)
    inner()
    try:
        del x
    except NameError as e:
        print(type(e).__name__, e)
    x = 2
    def read():
        return x
    del x
    try:
        del x
    except NameError as e:
        print(type(e).__name__, e)
    return read
r = outer()
try:
    r()
except NameError as e:
    print(type(e).__name__, e)
