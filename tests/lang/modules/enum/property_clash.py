from enum import Enum

class Field(Enum):
    name = 'n'
    value = 'v'
    other = 'o'

print(Field.name, Field.value, repr(Field.other))
print(Field.name.name, Field.name.value, Field.value.name, Field.value.value)
print(Field.other.name, Field.other.value)
print(list(Field), Field('v'), Field['name'])
