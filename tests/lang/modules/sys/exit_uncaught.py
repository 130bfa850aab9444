# an uncaught sys.exit with a message: the output that came first, the message and the exit status
import sys
print('before')
sys.stdout.write('written\n')
sys.exit('fatal: stopping')
print('never')
