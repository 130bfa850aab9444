"""urllib: the package of urllib.parse (the only part in the sandbox: the
others reach the network)."""
