# operator getters as sort keys over records
from operator import itemgetter, attrgetter, methodcaller

records = [
    {'name': 'bob', 'age': 25, 'city': 'paris'},
    {'name': 'alice', 'age': 30, 'city': 'rome'},
    {'name': 'carol', 'age': 25, 'city': 'oslo'},
    {'name': 'dave', 'age': 30, 'city': 'paris'},
]
print([r['name'] for r in sorted(records, key=itemgetter('age', 'name'))])
print([r['name'] for r in sorted(records, key=itemgetter('city'), reverse=True)])
print(list(map(itemgetter('name', 'age'), records)))
class Emp:
    def __init__(self, name, dept, pay):
        self.name, self.dept, self.pay = name, dept, pay
    def __repr__(self):
        return self.name
emps = [Emp('x', 'b', 3), Emp('y', 'a', 5), Emp('z', 'b', 1)]
print(sorted(emps, key=attrgetter('dept', 'pay')), min(emps, key=attrgetter('pay')))
print(sorted(['Banana', 'apple', 'Cherry'], key=methodcaller('casefold')))
pairs = [(1, 'b'), (2, 'a'), (1, 'a')]
pairs.sort(key=itemgetter(1))
print(pairs)
pairs.sort(key=itemgetter(0))
print(pairs)
