# A field named self: __init__'s own first parameter is renamed.
from dataclasses import dataclass


@dataclass
class Node:
    self: str
    other: int = 0


n = Node('me', 2)
print(n, n.self, Node(self='x'))
try:
    Node()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Node.__init__()
except TypeError as e:
    print(type(e).__name__, e)
