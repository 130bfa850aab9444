# type([].append) is type(len): both builtin_function_or_method, compared with python3
print(type([].append) is type(len), type([].append).__name__, type(len).__name__, type('a'.upper))
print(type(dict.fromkeys), type(str.join), type(int.from_bytes), type({}.get) is type(print))
print(isinstance([].append, type(len)), isinstance(len, type([].append)), issubclass(type([].append), type(len)))
print([].append.__class__ is len.__class__, [].append.__class__)
print(type(b''.hex) is type(abs), type(str.maketrans))
print(repr([].append)[:30], [].append.__name__, [].append.__qualname__, len.__qualname__)
m = {}.setdefault
print(type(m) == type(max), m('k', 3))
