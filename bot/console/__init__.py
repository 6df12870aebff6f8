"""The console table: the same service played by typed commands in a terminal."""
