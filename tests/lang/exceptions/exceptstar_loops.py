# except* in loops: break and continue that stay inside the clause, and
# loop control around the statement.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def collect(groups):
    out = []
    for g in groups:
        try:
            if g is not None:
                raise g
        except* ValueError as eg:
            for e in eg.exceptions:
                if e.args[0] < 0:
                    break
                if e.args[0] == 0:
                    continue
                out.append(e.args[0])
            else:
                out.append("all seen")
        except* KeyError:
            n = 0
            while True:
                n += 1
                if n > 2:
                    break
            out.append(("keys", n))
    return out


print(collect([ExceptionGroup("a", [ValueError(1), ValueError(0), ValueError(2)]),
               None,
               ExceptionGroup("b", [ValueError(3), ValueError(-1), ValueError(4)]),
               ExceptionGroup("c", [KeyError(1), ValueError(5)])]))


def retry(attempts):
    log = []
    for i in range(attempts):
        try:
            if i < 2:
                raise ExceptionGroup("try %d" % i, [ConnectionError(i)])
            log.append("success at %d" % i)
        except* ConnectionError as eg:
            log.append(eg.message)
        else:
            break
        finally:
            log.append("finally %d" % i)
    return log


print(retry(5))


def while_loop():
    i = 0
    out = []
    while i < 6:
        i += 1
        try:
            if i % 3 == 0:
                raise ExceptionGroup("w", [ValueError(i), TypeError(i)])
            if i == 5:
                raise TypeError("naked")
        except* ValueError as eg:
            out.append(("V", i))
        except* TypeError as eg:
            out.append(("T", i, len(eg.exceptions)))
    return out


print(while_loop())


def defined_in_clause():
    fs = []
    try:
        raise ExceptionGroup("d", [ValueError(1)])
    except* ValueError:
        def inner(x):
            for y in range(x):
                if y == 2:
                    return y
            return -1
        fs.append(inner)
        fs.append(lambda: [z for z in range(3) if z])
    return fs[0](5), fs[0](1), fs[1]()


print(defined_in_clause())


class InClause:
    try:
        raise ExceptionGroup("cls", [ValueError(1)])
    except* ValueError as eg:
        seen = repr(eg)
        def method(self):
            return "method"
    done = True


print(InClause.seen, InClause().method(), InClause.done)
try:
    InClause.eg
except AttributeError as e:
    print("AttributeError:", e)


def generator_of_groups():
    for i in range(3):
        yield ExceptionGroup("gen%d" % i, [ValueError(i), KeyError(i)])


total = 0
for g in generator_of_groups():
    try:
        raise g
    except* ValueError as eg:
        total += eg.exceptions[0].args[0]
    except* KeyError as eg:
        total += 10
print(total)
