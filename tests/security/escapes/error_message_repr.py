# technique: exception messages that embed reprs ({}[f])
# source: smolagents PR #2271, llama_index PR #21633 (format field paths reveal hierarchies and addresses)
# expect-error: KeyError: <function f at 0x
def f():
    pass
{}[f]
