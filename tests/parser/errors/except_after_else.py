try:
    pass
else:
    pass
except:
    pass
