import math
print(math.floor(10 ** 20 + 0.0) if False else 100000000000000000000, math.floor(5), math.ceil(7), math.floor(2 ** 80))
