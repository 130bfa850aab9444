from enum import Enum, auto

class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()

TRANSITIONS = {
    State.IDLE: {State.RUNNING},
    State.RUNNING: {State.PAUSED, State.DONE},
    State.PAUSED: {State.RUNNING, State.DONE},
    State.DONE: set(),
}

class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.history = [self.state]

    def go(self, new):
        if new not in TRANSITIONS[self.state]:
            raise ValueError('cannot go from %s to %s' % (self.state.name, new.name))
        self.state = new
        self.history.append(new)

m = Machine()
for step in [State.RUNNING, State.PAUSED, State.RUNNING, State.DONE]:
    m.go(step)
print(m.state, [s.name for s in m.history])
try:
    m.go(State.IDLE)
except ValueError as e:
    print(type(e).__name__, e)
print(sorted(TRANSITIONS[State.RUNNING], key=lambda s: s.value))
