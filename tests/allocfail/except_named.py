# `except T as name:` patches its cleanup instruction in place; when the
# compiler had already failed (a name it could not intern) that patch once
# wrote before the start of the code buffer.
def first(xs):
    try:
        return xs[5]
    except IndexError as e:
        return len(str(e))
    except (KeyError, TypeError) as err:
        return err
for n in range(3):
    print(first([1] * n), len("abc"), [n] * 2)
