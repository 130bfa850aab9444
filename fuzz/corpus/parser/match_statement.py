match command.split(), *extra:
    case [("go" | "move") as verb, direction] if direction in dirs:
        pass
    case {"a": [1, *_, 2], **rest} | {"b": -1.5}:
        pass
    case Point(x=0, y=_) | Point(1, 2, z=C.D):
        pass
    case (None | True | False, b"x" b"y", 0x1F):
        pass
    case *a, b:
        pass
    case _:
        pass
match = case = 1
