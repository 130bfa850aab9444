# TypedDict: class and functional forms, total=False, Required/NotRequired, inheritance, key sets; instances are dicts
from typing import TypedDict, Required, NotRequired, List
class Movie(TypedDict):
    title: str
    year: int
class Partial(TypedDict, total=False):
    rating: float
    tags: List[str]
class Full(Movie, total=False):
    director: str
class Mixed(TypedDict):
    a: int
    b: NotRequired[str]
class Opt(TypedDict, total=False):
    x: Required[int]
    y: int
m = Movie(title='Blade Runner', year=1982)
print(m, type(m).__name__, m['year'], isinstance(m, dict))
for td in (Movie, Partial, Full, Mixed, Opt):
    print(td.__name__, sorted(td.__required_keys__), sorted(td.__optional_keys__), td.__total__, list(td.__annotations__))
Point = TypedDict('Point', {'x': int, 'y': int})
Pt2 = TypedDict('Pt2', {'x': int}, total=False)
print(Point(x=1, y=2), sorted(Point.__required_keys__), Pt2.__total__, sorted(Pt2.__optional_keys__), Point.__name__)
print(Full(title='x', year=1, director='d'), Movie(title='only'), dict(Movie(year=5)))
