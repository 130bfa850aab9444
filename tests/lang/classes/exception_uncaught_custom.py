class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f'{field}: {problem}')
        self.field = field
def validate(rec):
    if 'name' not in rec:
        raise ValidationError('name', 'missing')
validate({})
