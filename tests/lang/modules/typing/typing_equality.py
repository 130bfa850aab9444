from typing import List, Dict, Union, Optional, Tuple

print(List[int] == List[int], List[int] == List[str], List[int] != Dict[int, int])
print(Union[int, str] == Union[str, int], Optional[int] == Union[int, None], Union[int, int] == int)
print(Union[int, Union[str, float]] == Union[int, str, float])
print(hash(List[int]) == hash(List[int]), len({List[int], List[int], Tuple[int]}))
print(Union[int, None] is not None, Optional[str])
d = {List[int]: 'a list of ints'}
print(d[List[int]])
