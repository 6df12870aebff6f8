"""The throw page and the Discord activity: a small web server and its HTML, for Dungeon Fighter throws by gesture."""
