"""Pillow drawings of a player's view of a game."""
