# several containers pointing at each other, with special methods that
# mutate the other containers (and make garbage) while an operation runs
class Node:
    def __init__(self, name, peers):
        self.name = name
        self.peers = peers
    def __hash__(self):
        return len(self.name)
    def __eq__(self, o):
        for p in self.peers:
            if isinstance(p, list):
                del p[:1]
            elif isinstance(p, dict):
                p.pop(next(iter(p)), None) if p else None
            elif isinstance(p, set):
                p.discard(next(iter(p))) if p else None
        [str(i) for i in range(5)]
        return isinstance(o, Node) and o.name == self.name
    def __lt__(self, o):
        [str(i) for i in range(5)]
        return self.name < o.name
    def __repr__(self):
        return self.name
lst = []
dct = {}
st = set()
peers = [lst, dct, st]
for n in ('a', 'bb', 'ccc', 'dddd', 'eeeee'):
    node = Node(n, peers)
    lst.append(node)
    dct[node] = n
    st.add(Node(n, []))
print(len(lst), len(dct), len(st))
print(Node('dddd', []) in lst, len(lst))
print(Node('eeeee', []) in dct, len(dct))
print(Node('zz', []) in st, len(st))
print(sorted(lst), len(lst))
print(lst.count(Node('eeeee', [])), lst)
print(dct, st == {Node('eeeee', [])})
