from enum import IntEnum

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

print(Priority.LOW, repr(Priority.LOW), str(Priority.HIGH))
print(f'{Priority.MEDIUM}', format(Priority.MEDIUM), '{}'.format(Priority.HIGH), '%s' % Priority.LOW)
print(f'{Priority.HIGH:>5}|', f'{Priority.HIGH:03d}', f'{Priority.LOW:x}', '%d %r' % (Priority.LOW, Priority.LOW))
print(Priority(2), Priority['HIGH'], list(Priority))
print(Priority.LOW.name, Priority.LOW.value)
print(isinstance(Priority.LOW, Priority))
