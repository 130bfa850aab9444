# isclose: relative and absolute tolerance, infinities close only to
# themselves, NaN close to nothing, the default rel_tol of 1e-09.
import math

pairs = [(1.0, 1.0), (1.0, 1.0 + 1e-10), (1.0, 1.0 + 1e-8), (1e10, 1e10 + 1), (0.0, 1e-10), (0.0, 0.0),
         (-0.0, 0.0), (math.inf, math.inf), (math.inf, -math.inf), (math.inf, 1e308), (math.nan, math.nan),
         (1, True), (10**20, 10**20 + 1), (1e-300, 2e-300), (5e-324, 1e-323), (-1.0, 1.0), (100, 95)]
for a, b in pairs:
    print(repr(a), repr(b), math.isclose(a, b), math.isclose(a, b, rel_tol=0.1), math.isclose(a, b, abs_tol=1e-9),
          math.isclose(a, b, rel_tol=0.0, abs_tol=0.0), math.isclose(b, a, rel_tol=0.05, abs_tol=2),
          math.isclose(a, b, rel_tol=math.inf), math.isclose(a, b, abs_tol=math.inf),
          math.isclose(a, b, rel_tol=math.nan))
print(math.isclose(a=1, b=1.0000000001), math.isclose(1, b=2, abs_tol=1), math.isclose(b=1, a=1, rel_tol=0))
