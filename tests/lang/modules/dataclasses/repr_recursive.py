# A repr that reaches the same object again shows "..." there.
from dataclasses import dataclass, field


@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    parent: object = None


root = Node('root')
kid = Node('kid', parent=root)
root.children.append(kid)
print(root)
print(kid)
loop = Node('loop')
loop.children.append(loop)
print(loop)
print([loop, loop])
