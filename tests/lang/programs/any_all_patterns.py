nums = [2, 4, 6, 7]
print(all(n % 2 == 0 for n in nums), any(n > 6 for n in nums), not any([]), all(isinstance(n, int) for n in nums))
words = ["apple", "banana"]
print(any("an" in w for w in words), all(len(w) > 4 for w in words), next((w for w in words if w.startswith("b")), None))
