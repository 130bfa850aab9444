# an exception raised by __exit__ escapes the script: exit code 1 and the last stderr line compared
class CM:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, t, v, tb):
        print("exit saw", t.__name__)
        raise LookupError("raised in __exit__ while handling " + str(v))

with CM():
    print("body")
    raise ValueError("body error")
print("not reached")
