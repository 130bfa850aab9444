# deepcopy keeps cycles and sharing
import copy

a = [1, 2]
a.append(a)
b = copy.deepcopy(a)
print(b[2] is b, b is not a, len(b))
d = {'self': None}
d['self'] = d
e = copy.deepcopy(d)
print(e['self'] is e, e is not d)
class Node:
    def __init__(self, v):
        self.v = v
        self.next = None
n1, n2 = Node(1), Node(2)
n1.next, n2.next = n2, n1
m1 = copy.deepcopy(n1)
print(m1.v, m1.next.v, m1.next.next is m1, m1 is not n1)
t = ([],)
t[0].append(t)
u = copy.deepcopy(t)
print(u[0][0] is u, u is not t)
l = [1]
pair = [l, l]
print(copy.deepcopy(pair)[0] is copy.deepcopy(pair)[1])
