# bytes(x) of a class instance with __bytes__: its result (bytes only), None, raising, static; encoding/errors first
def show(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)
class B:
    def __bytes__(self): return b"xy"
class BS:
    def __bytes__(self): return "s"
class BI:
    def __bytes__(self): return [1]
    def __iter__(self): return iter([1])
class BN:
    __bytes__ = None
class BR:
    def __bytes__(self): raise ValueError("no")
class St:
    @staticmethod
    def __bytes__(): return b"st"
class IterOnly:
    def __iter__(self): return iter([65, 66])
show("bytes", lambda: bytes(B()))
show("str", lambda: bytes(BS()))
show("list", lambda: bytes(BI()))
show("None", lambda: bytes(BN()))
show("raises", lambda: bytes(BR()))
show("static", lambda: bytes(St()))
show("iter only", lambda: bytes(IterOnly()))
show("enc", lambda: bytes(B(), "utf-8"))
show("errors", lambda: bytes(B(), errors="strict"))
class L(list):
    def __bytes__(self): return b"L"
show("list sub", lambda: bytes(L([1, 2])))
b = B()
b.__bytes__ = lambda: b"inst"
show("instance attr ignored", lambda: bytes(b))
