
f"{(yield)}"
