# JSONDecodeError as a base class: its __init__ runs for a subclass, directly or through super()
import json
class MyErr(json.JSONDecodeError):
    pass
try:
    raise MyErr('custom', 'a\nb', 2)
except json.JSONDecodeError as e:
    print(type(e).__name__, e, e.lineno, e.colno, e.args, isinstance(e, ValueError))
class Wrapped(json.JSONDecodeError):
    def __init__(self, msg, doc, pos, source):
        super().__init__(msg, doc, pos)
        self.source = source
try:
    try:
        json.loads('[1, 2', object_hook=None)
    except json.JSONDecodeError as e:
        raise Wrapped(e.msg, e.doc, e.pos, 'tool output') from e
except Wrapped as w:
    print(w, '|', w.source, w.pos, type(w.__cause__).__name__)
class Quiet(json.JSONDecodeError):
    def __init__(self, *args):
        self.seen = args
e = Quiet('m', 'd', 0)
print(e.seen, e.args, hasattr(e, 'lineno'))
try:
    MyErr('only msg')
except TypeError as x:
    print(x)
print(repr(MyErr('m', 'doc', 1)))
