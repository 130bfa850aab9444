# technique: math.factorial(10**7)
# expect-error: pysafe.LimitError
# expect-error: AttributeError
import math
x = math.factorial(10**7)
