# technique: '{0.__class__.__bases__[0].__subclasses__}'.format('a')
# source: smolagents PR #2271, llama_index PR #21633 (format field paths reveal hierarchies and addresses)
# expect-error: AttributeError: type object 'str' has no attribute '__bases__'
'{0.__class__.__bases__[0].__subclasses__}'.format('a')
