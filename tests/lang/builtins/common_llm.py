data = {"apple": 3, "banana": 1, "cherry": 2}
for name, qty in sorted(data.items(), key=lambda x: x[1], reverse=True):
    print(f"{name}: {qty}")
print(max(data, key=data.get), min(data.values()), sum(data.values()) / len(data))
items = ["a", "b", "c"]
for i, item in enumerate(items):
    print(i, item)
print(", ".join(f"{k}={v}" for k, v in data.items()))
try:
    value = data["durian"]
except KeyError as e:
    print(f"Error: missing key {e}")
result = {k: v * 2 for k, v in data.items() if v > 1}
print(result)
print(type(result).__name__, isinstance(result, dict), len(result))
print(round(2 / 3, 2), round(10 / 3, 4), f"{2/3:.2%}")
numbers = [4, 8, 15, 16, 23, 42]
print(sum(numbers) / len(numbers), sorted(numbers)[len(numbers) // 2], max(numbers) - min(numbers))
print(list(filter(lambda n: n % 2 == 0, numbers)), [n ** 2 for n in numbers[:3]])
