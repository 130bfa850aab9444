raise ExceptionGroup("wide", [ValueError(i) for i in range(18)])
