print(len([1, 2]), len((1,)), len("héllo"), len({1: 2}), len({1, 2, 3}), len(range(10)), len(b"ab"), len(""))
len(5)
