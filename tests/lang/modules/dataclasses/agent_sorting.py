# Sorting by a data class's own order (order=True) and by keys.
from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    due: str
    title: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False)


tasks = [
    Task(2, '2024-05-02', 'write report', ['doc']),
    Task(1, '2024-05-03', 'fix bug'),
    Task(2, '2024-05-01', 'review PR', ['code']),
    Task(1, '2024-05-03', 'same slot other title'),
    Task(3, '2024-04-30', 'plan'),
]
for t in sorted(tasks):
    print(t.priority, t.due, t.title)
print(sorted(tasks)[0] == Task(1, '2024-05-03', 'anything'))
print(min(tasks).title, max(tasks).title)
print([t.title for t in sorted(tasks, key=lambda t: t.title)])
print([t.title for t in sorted(tasks, reverse=True)][:2])
