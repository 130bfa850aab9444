try:
    pass
except:
    pass
except *TypeError as e:
    pass
