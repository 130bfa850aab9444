class Outer(Exception):
    pass
try:
    {}['k']
except KeyError as e:
    raise Outer('wrapped') from e
