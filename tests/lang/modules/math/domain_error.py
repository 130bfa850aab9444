import math
math.log(0)
