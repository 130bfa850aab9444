from typing import TypedDict

class Movie(TypedDict):
    title: str
    year: int

m = Movie(title='Blade Runner', year=1982)
print(m, type(m).__name__, m['title'])
print(Movie.__annotations__, sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
m2 = Movie({'title': 'x', 'year': 1})
print(m2 == {'title': 'x', 'year': 1})

class Partial(TypedDict, total=False):
    note: str

print(Partial(), sorted(Partial.__optional_keys__), Partial.__total__)

class Extended(Movie):
    rating: float

print(Extended.__annotations__, sorted(Extended.__required_keys__))
print(Extended(title='t', year=2, rating=1.0))
Point = TypedDict('Point', {'x': int, 'y': int})
print(Point(x=1, y=2), Point.__annotations__, Point.__name__)
