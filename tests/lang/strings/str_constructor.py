print(str(), str(123), str(-4.5), str([1]), str("s"), str(None), str(True), str(2 ** 80), str(1e-20))
