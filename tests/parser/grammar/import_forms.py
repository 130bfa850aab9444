import a
import a.b.c
import a as b
import a.b as c, d, e.f as g
from a import b
from a import b as c, d
from a import (b, c)
from a import (b as c, d,)
from a.b.c import *
from a import *
import __future__
