# An annotation naming something undefined fails as the class body runs.
class Record:
    name: str
    size: Sizes = 3


print('not reached')
