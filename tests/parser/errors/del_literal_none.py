del None
