def f(x):
    match x:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case _:
            return "other " + repr(x)

for v in [None, True, False, 1, 0, 1.0, 0.0, "", [], (), "None"]:
    print(repr(v), f(v))

class Eq:
    def __eq__(self, o):
        print("eq called")
        return True

# singletons compare by identity: __eq__ never runs
print(f(Eq()) [:5])
match Eq():
    case 1:
        print("value pattern uses ==")
