from collections import namedtuple

Employee = namedtuple('Employee', 'name, age, title, department, paygrade')
rows = [
    ('ann', 31, 'dev', 'eng', 3),
    ('bob', 45, 'mgr', 'ops', 5),
    ('cat', 28, 'dev', 'eng', 2),
]
staff = [Employee._make(r) for r in rows]
for emp in staff:
    print(emp.name, emp.title)
by_dept = {}
for emp in staff:
    by_dept.setdefault(emp.department, []).append(emp.name)
print(by_dept)
print(sorted(staff, key=lambda e: e.age)[0])
print([e._asdict()['paygrade'] for e in staff])
oldest = max(staff, key=lambda e: e.age)
print(oldest._replace(age=oldest.age + 1))
print(sum(e.paygrade for e in staff))
