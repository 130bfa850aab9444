data = list(range(10))
chunks = [data[i:i + 3] for i in range(0, len(data), 3)]
print(chunks)
pairs = list(zip(data[::2], data[1::2]))
print(pairs)
windows = [data[i:i + 3] for i in range(len(data) - 2)]
print(windows[:3], len(windows))
