# A settings object: keyword-only options with defaults, validated in
# __post_init__, with an error a model can read.
from dataclasses import dataclass, field, asdict, replace


@dataclass(kw_only=True)
class SearchConfig:
    query: str
    limit: int = 10
    sources: list = field(default_factory=lambda: ['web'])
    timeout_s: float = 5.0

    def __post_init__(self):
        if not self.query.strip():
            raise ValueError('query must not be empty')
        if not 1 <= self.limit <= 100:
            raise ValueError(f'limit must be between 1 and 100, got {self.limit}')


cfg = SearchConfig(query='pysafe')
print(cfg, asdict(cfg))
print(replace(cfg, limit=50, sources=['web', 'news']))
for kwargs in ({'query': ' '}, {'query': 'x', 'limit': 500}, {'limit': 3}, {'query': 'q', 'sort': 'date'}):
    try:
        SearchConfig(**kwargs)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    SearchConfig('positional')
except TypeError as e:
    print(type(e).__name__, e)
