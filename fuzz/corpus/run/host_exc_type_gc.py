import types
try:
    fail(1)
except Exception as e:
    pass
import random
