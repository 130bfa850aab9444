# every module's public names import; a few are checked by use
mods = ["typing", "csv", "datetime", "re", "collections.abc", "dataclasses", "enum", "random",
        "statistics", "string", "textwrap", "base64", "html", "difflib", "fnmatch", "functools",
        "itertools", "operator", "heapq", "bisect", "copy", "calendar", "fractions", "numbers",
        "contextlib", "abc", "math", "json"]
from typing import *
from csv import *
from datetime import *
from re import *
from dataclasses import *
from enum import *
from statistics import *
from textwrap import *
from base64 import *
from difflib import *
from operator import *
from heapq import *
from bisect import *
from copy import *
from fractions import *
from contextlib import *
print(Optional[int], QUOTE_ALL, date(2024, 1, 2), compile("a+").pattern, is_dataclass(1))
print(Enum.__name__, mean([1, 2, 3]), dedent("  x"), b64encode(b"hi"), get_close_matches("ab", ["abc"]))
print(itemgetter(1)("ab"), nlargest(1, [3, 1]), bisect_left([1, 2], 2), deepcopy([1]), Fraction(1, 2))
print(suppress.__name__)
