print(1 == 1.0 == True, hash(1) == hash(1.0) == hash(True), {1: "a"}[1.0], {True: "t"}[1], 0.5 + True, 3 // 1.5, int(2.999), float(7) / 2)
