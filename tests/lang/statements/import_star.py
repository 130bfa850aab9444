from math import *
print(pi, floor(2.5), sqrt(16.0))
from json import *
print(dumps({"a": [1, 2]}), loads("[1]"))
print(JSONDecoder.__name__, JSONEncoder.__name__, JSONDecodeError.__name__, dump.__name__, load.__name__)
for name in ["decoder", "scanner", "encoder", "codecs"]:
    try:
        eval_me = {"decoder": lambda: decoder, "scanner": lambda: scanner, "encoder": lambda: encoder, "codecs": lambda: codecs}[name]()
        print(name, "bound")
    except NameError as e:
        print(e)
from string import *
print(ascii_lowercase, capwords("hello world"))
from collections import *
print(Counter("abca").most_common(1), deque([1, 2]))
from itertools import *
print(list(islice(count(), 3)), list(chain([1], [2])))
from functools import *
print(reduce(lambda a, b: a + b, [1, 2, 3]))
try:
    _acos = _ignored
except NameError as e:
    print(e)
