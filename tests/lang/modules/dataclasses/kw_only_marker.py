# KW_ONLY: the fields after the marker are keyword-only; it is not a field.
from dataclasses import dataclass, field, fields, KW_ONLY
import dataclasses


@dataclass
class Request:
    url: str
    _: KW_ONLY
    method: str = 'GET'
    timeout: float = 10.0
    retries: int


r = Request('http://x', retries=2)
print(r, [f.name for f in fields(r)], Request.__match_args__)
print([f.kw_only for f in fields(r)])
try:
    Request('u', 'POST', retries=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Twice:
        a: int
        _: KW_ONLY
        b: int
        __: dataclasses.KW_ONLY
        c: int
except TypeError as e:
    print(type(e).__name__, e)
print(repr(KW_ONLY).startswith('<dataclasses._KW_ONLY_TYPE object'), type(KW_ONLY).__name__)


@dataclass
class Marker2:
    a: int
    x: KW_ONLY
    b: int = 0


print(Marker2(1, b=2), hasattr(Marker2, 'x'))
