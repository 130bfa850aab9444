import math
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 2), math.isinf(-math.inf), math.isnan(0.0), math.pi > 3.14)
