import a
import a.b.c
import a as b, c.d as e
from a import b
from a.b import c as d, e
from a import (b, c,)
from a import *
