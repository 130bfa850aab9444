@dec
