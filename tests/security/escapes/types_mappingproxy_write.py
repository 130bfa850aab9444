# technique: MappingProxyType's hidden mapping (write through a read-only view)
# source: CPython bpo-43838 / mappingproxy escapes via the underlying mapping
# expect-ok
import types
d = {'a': 1}
m = types.MappingProxyType(d)
try:
    m['a'] = 2
except TypeError as e:
    print('refused:', e)
print(m['a'])
