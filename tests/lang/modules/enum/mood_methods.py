from enum import Enum

class Mood(Enum):
    FUNKY = 1
    HAPPY = 3

    def describe(self):
        return self.name, self.value

    def __str__(self):
        return 'my custom str! {0}'.format(self.value)

    @classmethod
    def favorite_mood(cls):
        return cls.HAPPY

print(Mood.favorite_mood())
print(Mood.HAPPY.describe())
print(str(Mood.FUNKY))
print(repr(Mood.FUNKY))
print(f'{Mood.FUNKY}')
print(format(Mood.HAPPY, '>30'))
