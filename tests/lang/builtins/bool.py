def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(bool); t(bool, 0); t(bool, 1); t(bool, -1); t(bool, 0.0); t(bool, -0.0); t(bool, float('nan')); t(bool, '')
t(bool, ' '); t(bool, []); t(bool, [0]); t(bool, {}); t(bool, {0: 0}); t(bool, ()); t(bool, set()); t(bool, range(0))
t(bool, range(1)); t(bool, None); t(bool, b''); t(bool, b'\x00'); t(bool, 10**40); t(bool, len); t(bool, bool)
t(bool, 1, 2); t(bool, x=1); t(bool, o=1)
print(True + True, True * 3, -True, ~True, True & False, True | False, True ^ True, type(True & False).__name__, type(True + 0).__name__)
print(bool.__name__, isinstance(True, int), issubclass(bool, int), str(True), repr(False), int(True), float(False))
print(True == 1, False == 0, hash(True), hash(False), {1: 'a', True: 'b'}, True is bool(5))
