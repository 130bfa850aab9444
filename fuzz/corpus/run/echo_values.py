x = echo([1, 2.5, 'é', b'\x00', None, True, (3, frozenset({4})), {'k': {5, 6}}, 10**30, -2**63])
assert x == [1, 2.5, 'é', b'\x00', None, True, (3, frozenset({4})), {'k': {5, 6}}, 10**30, -2**63]
echo(1, 'a', k=[2], j=None)
