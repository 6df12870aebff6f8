"""Krosmaster Arena (first edition): registers the game ``krosmaster`` (aliases ``kros``,
``krosmaster-arena``; command group ``kros``)."""

from rules.core import register

from .engine import KROSMASTER, Krosmaster

register(KROSMASTER)

__all__ = ["KROSMASTER", "Krosmaster"]
