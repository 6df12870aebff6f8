"""The games' rules: pure, typed Python with no Discord, database or I/O beyond reading content data."""
