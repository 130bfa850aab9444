# str.translate keeps a character the table lacks (a LookupError, cleared);
# a failed append on that path was once lost: the next lookup's error was
# cleared too, and the call returned NULL with no exception set.
t = {ord("l"): "L", ord("o"): None}
print("hello world".translate(t), "abc".translate([]), "x".join("ab").translate({}))
