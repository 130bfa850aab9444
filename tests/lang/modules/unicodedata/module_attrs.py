import unicodedata
print(unicodedata.unidata_version, type(unicodedata.unidata_version).__name__)
for name in ['category', 'bidirectional', 'combining', 'mirrored', 'east_asian_width', 'decimal', 'digit', 'numeric',
             'name', 'lookup', 'normalize', 'is_normalized']:
    print(name, callable(getattr(unicodedata, name)))
from unicodedata import category, name as uname, normalize
print(category('A'), uname('A'), normalize('NFKC', 'ｶ'))
print(unicodedata.__name__)
try:
    from unicodedata import nonexistent
except ImportError as e:
    print(type(e).__name__)
