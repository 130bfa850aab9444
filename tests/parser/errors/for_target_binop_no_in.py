for a + b: pass
