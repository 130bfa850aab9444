try:
    pass
except:
    pass
try:
    pass
except E:
    pass
except (A, B) as e:
    pass
except C as e:
    pass
else:
    pass
finally:
    pass
try:
    pass
finally:
    pass
try: x
except A: y
else: z
finally: w
try:
    pass
except a.b.C:
    pass
except (yield_):
    pass
