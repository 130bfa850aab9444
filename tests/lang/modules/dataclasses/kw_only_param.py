# @dataclass(kw_only=True): every field is keyword-only.
from dataclasses import dataclass, field


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int
    name: str = field(default='x', kw_only=False)


print(Options(level=2))
print(Options('n', level=1, verbose=True))
for call in (lambda: Options(1), lambda: Options('a', 'b', level=1), lambda: Options()):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
print(Options.__match_args__)
