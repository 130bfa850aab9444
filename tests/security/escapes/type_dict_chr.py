# technique: int.__dict__[chr(95)*2 + 'subclasses' + chr(95)*2]
# source: crewAI PR #4643 review (type.__dict__ indexed by names built with chr())
# expect-error: AttributeError: type object 'int' has no attribute '__dict__'
int.__dict__[chr(95) * 2 + 'subclasses' + chr(95) * 2]
