from enum import Enum

class Answer(Enum):
    NO = 0
    YES = 1

    def __bool__(self):
        return bool(self.value)

print(bool(Answer.NO), bool(Answer.YES))
print([a.name for a in Answer if a])
print('yes' if Answer.YES else 'no', 'yes' if Answer.NO else 'no')

class Plain(Enum):
    ZERO = 0

print(bool(Plain.ZERO))
