import math
value = math.floor(2.5).bit_length().nope
