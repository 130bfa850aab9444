try:
    pass
except:
    pass
try:
    pass
except E as e:
    pass
except (A, B):
    pass
else:
    pass
finally:
    pass
