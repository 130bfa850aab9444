# a priority queue with (priority, count, task) entries and lazy deletion, as the docs describe
import heapq, itertools
pq, finder, counter = [], {}, itertools.count()
REMOVED = '<removed>'
def add(task, priority=0):
    if task in finder:
        remove(task)
    entry = [priority, next(counter), task]
    finder[task] = entry
    heapq.heappush(pq, entry)
def remove(task):
    entry = finder.pop(task)
    entry[-1] = REMOVED
def pop():
    while pq:
        priority, count, task = heapq.heappop(pq)
        if task is not REMOVED:
            del finder[task]
            return task
    raise KeyError('pop from an empty priority queue')
for t, p in [('write', 5), ('test', 3), ('docs', 7), ('lint', 3), ('ship', 1)]:
    add(t, p)
add('docs', 0)
remove('lint')
out = []
while True:
    try:
        out.append(pop())
    except KeyError as e:
        print(type(e).__name__, e)
        break
print(out, pq, finder)
