if a: pass
else pass
