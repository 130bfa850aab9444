# asdict() copies: changing the result leaves the object alone, and values
# that are not containers of data classes are deep copies.
from dataclasses import dataclass, field, asdict, astuple


class Tag:
    def __init__(self, label):
        self.label = label

    def __repr__(self):
        return f'Tag({self.label!r})'


@dataclass
class Doc:
    title: str
    meta: dict = field(default_factory=dict)
    words: set = field(default_factory=set)
    tag: object = None
    nested: list = field(default_factory=list)


d = Doc('t', {'k': [1, 2]}, {'a', 'b'}, Tag('x'), [[1], [2]])
out = asdict(d)
out['meta']['k'].append(3)
out['nested'][0].append(9)
out['tag'].label = 'changed'
print(d.meta, d.nested, d.tag, out['tag'], out['tag'] is d.tag)
print(out['words'] == d.words, out['words'] is d.words)
t = astuple(d)
print(t[1] is d.meta, t[3] is d.tag, t[3].label)
shared = [1]
d2 = Doc('s', {'a': shared, 'b': shared})
c = asdict(d2)
print(c['meta']['a'] is c['meta']['b'], c['meta']['a'] is shared)
