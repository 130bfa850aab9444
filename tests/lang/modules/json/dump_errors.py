# dump's errors: what was written before the error stays written
import json
out = []
fp = lambda: None
fp.write = out.append
try:
    json.dump([1, 'two', {3}, 4], fp)
except TypeError as e:
    print(type(e).__name__, e)
print(out)
out.clear()
try:
    json.dump({'a': 1, (2,): 3}, fp)
except TypeError as e:
    print(type(e).__name__, e)
print(out)
out.clear()
try:
    json.dump([1.5, float('nan')], fp, allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
print(out)
try:
    json.dump([1], 42)
except AttributeError as e:
    print(type(e).__name__, e)
def bad_write(s):
    raise OSError('disk full')
fp.write = bad_write
try:
    json.dump({'a': [1, 2]}, fp)
except OSError as e:
    print(type(e).__name__, e)
n = [0]
def counting(s):
    n[0] += 1
    if n[0] == 4:
        raise RuntimeError('fourth chunk: ' + s)
fp.write = counting
try:
    json.dump([[1], [2], [3]], fp)
except RuntimeError as e:
    print(e)
fp.write = lambda s: 1 / 0 if s == '2' else None
try:
    json.dump({'a': 1, 'b': 2}, fp, sort_keys=True)
except ZeroDivisionError as e:
    print(type(e).__name__)
out = []
fp.write = out.append
try:
    json.dump({1: 'a', 'b': 2}, fp, sort_keys=True)
except TypeError as e:
    print(type(e).__name__, e, out)
