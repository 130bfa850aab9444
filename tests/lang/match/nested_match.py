# match statements nested in case bodies, in loops with break/continue, and returning from inside
def classify(cmd):
    match cmd.split():
        case ["go", direction]:
            match direction:
                case "north" | "south":
                    return "vertical " + direction
                case "east" | "west":
                    return "horizontal " + direction
                case _:
                    return "unknown direction " + direction
        case ["take", *items]:
            out = []
            for it in items:
                match it:
                    case "all":
                        out.append("*")
                        break
                    case "none":
                        continue
                    case x:
                        out.append(x)
            return "take " + ",".join(out)
        case []:
            return "empty"
        case [verb, *_]:
            return "unknown verb " + verb

for c in ["go north", "go west", "go up", "take a none b", "take a all b", "", "dance now"]:
    print(repr(c), "->", classify(c))

def depth(v):
    match v:
        case [x]:
            match x:
                case [y]:
                    match y:
                        case [z]:
                            return ("three", z)
                    return ("two", y)
            return ("one", x)
    return ("zero", v)
print(depth([[[1]]]), depth([[2]]), depth([3]), depth(4), depth([[[[5]]]]))
