# syntax error: mapping_capture_key
print('before')
match {}:
    case {k: 1}:
        pass
