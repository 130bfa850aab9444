# from m import * for the modules of issue 19: typing (ForwardRef included), statistics, fractions, random, bisect, heapq, copy, calendar, functools
from typing import *
print(ForwardRef('x'), List['y'], Protocol.__name__, runtime_checkable.__name__, Optional[int])
from statistics import *
from fractions import *
from random import *
from bisect import *
from heapq import *
from copy import *
from calendar import *
from functools import *
print(mean([1, 2]), Fraction(1, 2), bisect([1, 2], 1), nsmallest(1, [3, 2]), deepcopy([1]), isleap(2024), reduce(lambda a, b: a + b, [1, 2]))
