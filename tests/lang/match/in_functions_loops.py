def classify(cmd):
    match cmd.split():
        case ["go", direction]:
            return "going " + direction
        case ["go", *_]:
            return "go where?"
        case ["quit" | "exit"]:
            return "bye"
        case ["drop", *objects]:
            return "dropping " + ", ".join(objects)
        case []:
            return "nothing"
        case [verb, *_]:
            return "unknown verb " + verb

for c in ["go north", "go", "go a b", "quit", "exit", "drop a b c", "", "dance now"]:
    print(repr(c), classify(c))

# break/continue/return inside cases in a loop
total = 0
for item in [1, "skip", 2, None, 3, "stop", 4]:
    match item:
        case int(n):
            total += n
        case "skip":
            continue
        case "stop":
            break
        case None:
            total += 100
print(total)

i = 0
while True:
    match i:
        case 5:
            break
        case n if n % 2:
            i += 1
            continue
    i += 1
print("i", i)

def nested(v):
    for x in v:
        match x:
            case [a, b]:
                for y in (a, b):
                    match y:
                        case 0:
                            return "found zero"
    return "no zero"
print(nested([[1, 2], [3, 0]]), nested([[1, 2]]))
