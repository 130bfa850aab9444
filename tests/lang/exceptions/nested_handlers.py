def risky(n):
    if n == 0:
        raise ZeroDivisionError("zero")
    if n == 1:
        raise KeyError(n)
    return n
results = []
for n in range(3):
    try:
        results.append(risky(n))
    except ZeroDivisionError:
        results.append("zde")
    except (KeyError, IndexError) as e:
        results.append(("lookup", e.args))
    finally:
        results.append("f")
print(results)
def handler_order():
    try:
        {}[1]
    except Exception:
        return "Exception first"
    except KeyError:
        return "unreachable"
print(handler_order())
try:
    try:
        1 / 0
    finally:
        print("inner finally")
except ZeroDivisionError:
    print("outer caught")
def swallow():
    try:
        raise ValueError
    finally:
        return "finally return swallows"
print(swallow())
for i in range(3):
    try:
        if i == 1:
            raise ValueError(i)
    except ValueError:
        continue
    finally:
        print("loop finally", i)
