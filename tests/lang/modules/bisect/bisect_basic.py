# bisect_left / bisect_right / bisect on sorted lists
import bisect

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 2.5, 3, 4, 8, 9, -1, 1.0, True]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left([], 1), bisect.bisect_right([], 1))
words = ['apple', 'banana', 'cherry', 'date']
for w in ['a', 'banana', 'blueberry', 'zebra', '']:
    print(w, bisect.bisect_left(words, w), bisect.bisect_right(words, w))
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
print(bisect.bisect_left((1, 3, 5), 3), bisect.bisect_right(range(0, 100, 10), 35), bisect.bisect('aceg', 'd'))
big = list(range(0, 10**5, 3))
print(bisect.bisect_left(big, 29998), bisect.bisect_right(big, 29998), bisect.bisect_left(big, 30000))
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
