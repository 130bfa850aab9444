def fail():
    raise KeyError("k")

fail()
